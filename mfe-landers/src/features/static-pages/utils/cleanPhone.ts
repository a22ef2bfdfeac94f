/**
 * SPEC §5: the support phone number is cleaned by removing dashes and whitespace, so it can be
 * used in a `tel:` link. Hyphen-like characters (‐ ‑ ‒ – — ―) count as dashes as well, and
 * `\s` also covers non-breaking spaces that copy-pasted numbers often contain.
 */
export function cleanPhone(phone: string): string {
  return phone.replace(/[\s\-\u2010-\u2015]+/g, '');
}

/** The `tel:` link for a phone number as it is displayed. */
export function telHref(phone: string): string {
  return `tel:${cleanPhone(phone)}`;
}
