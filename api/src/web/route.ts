import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { BodyKind, Endpoint } from 'shared-kernel/contract';
import type { SessionUser } from '../domain/accounts/sessions';
import type { StaffSession } from '../domain/staff/sessions';
import { authenticationRequired } from './errors';
import { imageRouteOptions } from './image-route';
import { contextCacheControl } from './member-context';
import './request-facts';
import { isStaffContext, staffWithRole } from './staff-context';
import { parseInput } from '../domain/validation';

export interface HandlerContext<Q, B, P> {
  query: Q;
  body: B;
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in user; always set for endpoints with `auth: 'user'`. */
  user: SessionUser | null;
  /** The logged-in user, for endpoints with `auth: 'user'` (never throws there). */
  requireUser(): SessionUser;
  /** The staff member; always set for endpoints with `auth: 'staff'` (admin context only). */
  staff: StaffSession | null;
  /** The staff member, for endpoints with `auth: 'staff'` (never throws there). */
  requireStaff(): StaffSession;
}

/** A contract endpoint, optionally with a schema for path parameters. */
type RoutableEndpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = Endpoint<Q, B, R> & {
  params?: z.ZodType;
};

/** An endpoint and its handler, as registered (types erased: a route may serve several). */
interface RegisteredEndpoint {
  endpoint: RoutableEndpoint<z.ZodType, z.ZodType, z.ZodType>;
  /** The Cache-Control of the registering context (the member context: private, no-store). */
  cacheControl: string | undefined;
  handler: (ctx: HandlerContext<unknown, unknown, Record<string, unknown>>) => Promise<unknown>;
}

interface SharedRoute {
  endpoints: RegisteredEndpoint[];
}

/** The endpoints of each method and path, per app (all plugin contexts of one app share `deps`). */
const routesByApp = new WeakMap<object, Map<string, SharedRoute>>();

const FORM_TYPE = 'application/x-www-form-urlencoded';
const withFormParser = new WeakSet<FastifyInstance>();

/** How an endpoint's body is read, as its contract entry declares it. */
const bodyOf = (e: Endpoint): { kind: BodyKind; limit: number | undefined; crossSite: Endpoint['crossSite'] } => ({
  kind: e.bodyKind ?? 'json',
  limit: e.bodyLimit,
  crossSite: e.crossSite,
});

/** An HTML form's body (`a=1&b=2`) as an object, in the registering context (once per context). */
function installFormParser(app: FastifyInstance, bodyLimit: number | undefined): void {
  if (withFormParser.has(app)) return;
  withFormParser.add(app);
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', ...(bodyLimit !== undefined ? { bodyLimit } : {}) }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
}

/**
 * The endpoint of a route that answers a request: the first whose query schema accepts the query
 * string, else the one without a query schema, else the first (its query check answers the 400).
 * One endpoint alone always answers.
 */
export function pickEndpoint<E extends { endpoint: { query?: z.ZodType | undefined } }>(endpoints: readonly E[], query: unknown): E {
  if (endpoints.length === 0) throw new Error('a route without endpoints');
  if (endpoints.length === 1) return endpoints[0]!;
  const input = query ?? {};
  return (
    endpoints.find((e) => e.endpoint.query !== undefined && e.endpoint.query.safeParse(input).success) ??
    endpoints.find((e) => e.endpoint.query === undefined) ??
    endpoints[0]!
  );
}

/**
 * Registers a contract endpoint: query, body and params are parsed with the contract's schemas
 * (a failure is a 400 validation_error naming the field), `auth: 'user'` endpoints answer 403
 * authentication_required without a session, and the handler's answer is typed by the response
 * schema (and checked against it outside production). An endpoint registered in the member
 * context answers with its Cache-Control (web/member-context.ts).
 *
 * The body is read as the contract entry declares (`bodyKind`, `bodyLimit`): JSON; `image`, the
 * picture itself, with the session checked before it is read (web/image-route.ts); `form`, also
 * an HTML form post (parsed in the registering context).
 *
 * Several endpoints may share a method and path (Fastify has one route per method and URL): the
 * query string picks the endpoint (see `pickEndpoint`), e.g. POST /api/user.php is login and
 * POST /api/user.php?push=1 a push subscription. Their contract entries declare the same body kind
 * and limit (checked here and by the contract's test), so the order they are registered in does not matter.
 */
export function registerEndpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: RoutableEndpoint<Q, B, R>,
  handler: (ctx: HandlerContext<z.output<Q>, z.output<B>, Record<string, unknown>>) => Promise<z.input<R>>,
): void {
  let routes = routesByApp.get(app.deps);
  if (!routes) {
    routes = new Map();
    routesByApp.set(app.deps, routes);
  }
  if (endpoint.auth === 'staff' && !isStaffContext(app)) {
    throw new Error(`${endpoint.method} ${endpoint.path}: a staff endpoint must be registered in the admin context (a route plugin of context 'staff')`);
  }
  const key = `${endpoint.method} ${endpoint.path}`;
  const registered = { endpoint, handler, cacheControl: contextCacheControl(app) } as unknown as RegisteredEndpoint;
  const body = bodyOf(endpoint);
  const shared = routes.get(key);
  if (shared) {
    const first = bodyOf(shared.endpoints[0]!.endpoint);
    if (first.kind !== body.kind || first.limit !== body.limit) {
      throw new Error(`${key}: endpoints sharing a route must declare the same bodyKind and bodyLimit in the contract`);
    }
    if (first.crossSite !== body.crossSite) {
      throw new Error(`${key}: endpoints sharing a route must declare the same crossSite in the contract`);
    }
    shared.endpoints.push(registered);
    return;
  }
  const route: SharedRoute = { endpoints: [registered] };
  routes.set(key, route);
  if (body.kind === 'form') installFormParser(app, body.limit);

  const { config } = app.deps;
  const checkResponses = config.nodeEnv !== 'production';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(body.limit !== undefined ? { bodyLimit: body.limit } : {}),
    config: { formBody: body.kind === 'form', imageBody: body.kind === 'image', ...(body.crossSite ? { crossSite: body.crossSite } : {}) },
    ...(body.kind === 'image' ? imageRouteOptions(app) : {}),
    handler: async (request, reply) => {
      const chosen = pickEndpoint(route.endpoints, request.query);
      const target = chosen.endpoint;
      const user = target.auth === 'user' ? await request.sessionUser() : null;
      if (target.auth === 'user' && !user) throw authenticationRequired();
      // Staff endpoints: a staff session (never a member's) with one of the endpoint's roles.
      const staff = target.auth === 'staff' ? await staffWithRole(request, target.roles) : null;
      const query = target.query ? parseInput(target.query, request.query ?? {}, 'query') : request.query;
      const params = target.params ? parseInput(target.params, request.params ?? {}, 'params') : request.params;
      const input = target.body ? parseInput(target.body, request.body ?? {}, 'body') : undefined;
      if (chosen.cacheControl !== undefined) reply.header('cache-control', chosen.cacheControl);
      const result = await chosen.handler({
        query,
        body: input,
        params: params as Record<string, unknown>,
        request,
        reply,
        user,
        requireUser: () => {
          if (!user) throw authenticationRequired();
          return user;
        },
        staff,
        requireStaff: () => {
          if (!staff) throw new Error('requireStaff() outside a staff endpoint');
          return staff;
        },
      });
      if (checkResponses) target.response.parse(result);
      reply.code(target.status ?? 200);
      return result;
    },
  });
}
