import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { isLoopbackHost } from './local-client';

/** What the site origin of a request depends on. */
export type SiteOriginConfig = Pick<Config, 'publicUrl' | 'siteOrigins' | 'port'>;

/** `protocol://host[:port]` as URL normalises it (lower case, default port dropped), or null when it is no http(s) origin. */
function normalizedOrigin(raw: string): URL | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '') return null;
    return url;
  } catch {
    return null;
  }
}

/**
 * The origin of every absolute URL written for a request (mail links, payment redirect and webhook
 * URLs, canonical, og:url, sitemap, robots.txt): configuration decides, never the Host header alone.
 * - the request's origin when it is one of the configured site origins (PUBLIC_URL, SITE_ORIGINS):
 *   the .be site keeps .be links;
 * - else PUBLIC_URL;
 * - without PUBLIC_URL (development and tests; production refuses to start without it): the
 *   request's own origin when its host is loopback (localhost, 127.0.0.0/8, [::1], any port), else
 *   the first configured origin, else `http://localhost:<PORT>`.
 */
export function resolveSiteOrigin(config: SiteOriginConfig, requestOrigin: string): string {
  const url = normalizedOrigin(requestOrigin);
  if (url !== null && config.siteOrigins.includes(url.origin)) return url.origin;
  if (config.publicUrl !== undefined) return config.publicUrl;
  if (url !== null && isLoopbackHost(url.hostname)) return url.origin;
  return config.siteOrigins[0] ?? (config.port > 0 ? `http://localhost:${config.port}` : 'http://localhost');
}

/** The site origin of a request (`resolveSiteOrigin` of the protocol and host it came in on). */
export const siteOriginOf = (config: SiteOriginConfig, request: FastifyRequest): string =>
  resolveSiteOrigin(config, `${request.protocol}://${request.host}`);
