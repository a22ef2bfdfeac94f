import type { AddressInfo } from 'node:net';
import type { Config } from '../config';
import { isLoopbackAddress } from './local-client';

/** What the site's own origins are made of. */
export type SiteOriginConfig = Pick<Config, 'publicUrl' | 'paymentWebhookBaseUrl' | 'port'>;

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
 * Whether `origin` (or any URL: its origin counts) is one of the site's own: PUBLIC_URL's,
 * PAYMENT_WEBHOOK_BASE_URL's, or a loopback host (`localhost`, 127.0.0.0/8, `[::1]`) on the port
 * this server listens on (`listening`: `app.server.address()`; before it listens, the configured
 * PORT). Anything else, e.g. another port on this machine, a private network address or
 * `169.254.169.254`, is not. Used where the server would call a URL it was given (the payment
 * sandbox's webhooks), so it cannot be made to call into the network around it.
 */
export function isSiteOrigin(config: SiteOriginConfig, origin: string, listening: AddressInfo | string | null): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') return false;
  if ([config.publicUrl, config.paymentWebhookBaseUrl].some((configured) => originOfUrl(configured) === url.origin)) return true;
  const host = url.hostname.toLowerCase();
  if (host !== 'localhost' && !isLoopbackAddress(host)) return false;
  const port = typeof listening === 'object' && listening !== null ? listening.port : config.port;
  return port > 0 && (url.port === '' ? DEFAULT_PORTS[url.protocol] : url.port) === String(port);
}
