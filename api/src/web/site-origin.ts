import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AddressInfo } from 'node:net';
import { isLoopbackAddress, isLoopbackHost } from './local-client';

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

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

const originOfUrl = (value: string | undefined): string | null => {
  if (value === undefined) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/**
 * Whether `origin` (or any URL: its origin counts) is one of the site's own: PUBLIC_URL's, those of
 * SITE_ORIGINS, PAYMENT_WEBHOOK_BASE_URL's, or a loopback host (`localhost`, 127.0.0.0/8, `[::1]`) on the port
 * this server listens on (`listening`: `app.server.address()`; before it listens, the configured
 * PORT). Anything else, e.g. another port on this machine, a private network address or
 * `169.254.169.254`, is not. Used where the server would call a URL it was given (the payment
 * sandbox's webhooks), so it cannot be made to call into the network around it.
 */
export function isSiteOrigin(config: SiteOriginConfig & Pick<Config, 'paymentWebhookBaseUrl'>, origin: string, listening: AddressInfo | string | null): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') return false;
  if ([config.publicUrl, config.paymentWebhookBaseUrl, ...config.siteOrigins].some((configured) => originOfUrl(configured) === url.origin)) return true;
  const host = url.hostname.toLowerCase();
  if (host !== 'localhost' && !isLoopbackAddress(host)) return false;
  const port = typeof listening === 'object' && listening !== null ? listening.port : config.port;
  return port > 0 && (url.port === '' ? DEFAULT_PORTS[url.protocol] : url.port) === String(port);
}
