/**
 * Query parameters that only serve ad-click / campaign attribution. They are removed from the
 * address bar at boot (SPEC §4: "Tracking parameters such as cpc are stripped from the URL").
 * Traffic-source values the site itself uses (network, ref, sub1..sub3) and functional parameters
 * (lb, t, api_signup_complete, ...) are kept.
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'cpc',
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
]);

const TRACKING_PREFIXES = ['utm_'];

export function isTrackingParam(name: string): boolean {
  const key = name.toLowerCase();
  return TRACKING_PARAMS.has(key) || TRACKING_PREFIXES.some((prefix) => key.startsWith(prefix));
}

function decodeKey(part: string): string {
  const raw = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Removes tracking parameters from `url` and returns the result in the same form it came in
 * (absolute stays absolute, `/path?x` stays relative). The remaining parameters keep their
 * order and exact encoding; the hash is kept. Without tracking parameters the input is
 * returned unchanged.
 */
export function stripTrackingParams(url: string): string {
  const hashIndex = url.indexOf('#');
  const beforeHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  if (queryIndex === -1) return url;

  const base = beforeHash.slice(0, queryIndex);
  const parts = beforeHash.slice(queryIndex + 1).split('&');
  const kept = parts.filter((part) => part !== '' && !isTrackingParam(decodeKey(part)));
  if (kept.length === parts.length) return url;

  return `${base}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}
