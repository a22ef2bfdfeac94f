import type { FastifyInstance } from 'fastify';

/** The caching rule of member data: never stored by a browser cache or a proxy. */
export const MEMBER_CACHE_CONTROL = 'private, no-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `installContextCacheControl` in an encapsulated context: the Cache-Control of its answers. */
    routeCacheControl?: string;
  }
}

/**
 * Gives every route registered in `app` (an encapsulated context) and its child contexts one
 * Cache-Control, set by the route helpers (web/route.ts, web/image-route.ts) once the
 * request is authenticated and its input parsed, before the handler runs; a handler may still set
 * another value (the gift catalogue: no-cache). Sibling contexts each install their own.
 *
 * A context decorator rather than a hook of the context: several endpoints share one Fastify
 * route (POST /api/user.php is login and, with ?push=1, a push subscription), and a route runs the
 * hooks of the context that registered it first, whereas the helpers know which endpoint answers
 * and take the value of the context that registered that endpoint.
 */
export function installContextCacheControl(app: FastifyInstance, cacheControl: string): void {
  app.decorate('routeCacheControl', cacheControl);
}

/**
 * Makes `app` the member context: every route its plugins register answers with
 * `Cache-Control: private, no-store`.
 */
export function installMemberContext(app: FastifyInstance): void {
  installContextCacheControl(app, MEMBER_CACHE_CONTROL);
}

/** The Cache-Control the context of `app` gives its answers, if any. */
export const contextCacheControl = (app: FastifyInstance): string | undefined =>
  app.hasDecorator('routeCacheControl') ? app.routeCacheControl : undefined;
