/** The static pages and their canonical paths. */
export const STATIC_PAGE_PATHS = {
  terms: '/pages/terms',
  privacy: '/pages/privacy',
  cookies: '/pages/cookies',
  ban: '/pages/ban',
  returnPolicy: '/pages/return-policy',
  faq: '/pages/faq',
  service: '/pages/service',
} as const;

/**
 * Short addresses of the static pages (route {token} of SPEC §2), e.g. /algemene-voorwaarden.
 * They lead to the canonical /pages/... address, so each text has one URL.
 */
const TOKENS: Readonly<Record<string, string>> = {
  'algemene-voorwaarden': STATIC_PAGE_PATHS.terms,
  voorwaarden: STATIC_PAGE_PATHS.terms,
  terms: STATIC_PAGE_PATHS.terms,
  privacy: STATIC_PAGE_PATHS.privacy,
  privacyverklaring: STATIC_PAGE_PATHS.privacy,
  privacybeleid: STATIC_PAGE_PATHS.privacy,
  cookies: STATIC_PAGE_PATHS.cookies,
  cookiebeleid: STATIC_PAGE_PATHS.cookies,
  ban: STATIC_PAGE_PATHS.ban,
  geblokkeerd: STATIC_PAGE_PATHS.ban,
  retourbeleid: STATIC_PAGE_PATHS.returnPolicy,
  'return-policy': STATIC_PAGE_PATHS.returnPolicy,
  faq: STATIC_PAGE_PATHS.faq,
  'veelgestelde-vragen': STATIC_PAGE_PATHS.faq,
  service: STATIC_PAGE_PATHS.service,
  klantenservice: STATIC_PAGE_PATHS.service,
  contact: STATIC_PAGE_PATHS.service,
};

/** The canonical path of a static-page token, or null when there is no such page. */
export function staticPagePathForToken(token: string | undefined): string | null {
  if (!token) return null;
  return Object.hasOwn(TOKENS, token.toLowerCase()) ? (TOKENS[token.toLowerCase()] ?? null) : null;
}
