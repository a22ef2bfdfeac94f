import type { FastifyInstance } from 'fastify';
import { api, isSupportedLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from 'shared-kernel/contract';
import { registerEndpoint } from '../../route';
import { companyInfoOf, siteSettingsFor } from '../../../domain/site/settings';
import { listCountriesWithRegions, listInterests, recordPageBounce } from '../../../domain/site/reference-lists';
import { interestName } from '../../../i18n';
import { routePlugin } from '../../route-plugin';

/** Longest path kept from a Referer (the column is plain text; the rest is noise). */
const MAX_BOUNCE_PATH = 2048;
const REFERENCE_CACHE = 'public, max-age=300';

/** Site content: settings per site variant, company info, interests, regions, page bounces. */
export async function contentPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  registerEndpoint(app, api.settings, async ({ query, request, reply }) => {
    const { settings, variant } = await siteSettingsFor(db, config, request, query.domain ?? request.hostname);
    // SPEC §7: without a locale cookie, the site's language becomes the visitor's locale.
    const language = variant.domain_language.slice(0, 2).toLowerCase();
    if (request.cookies[LOCALE_COOKIE] === undefined && isSupportedLocale(language)) {
      reply.setCookie(LOCALE_COOKIE, language, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
        httpOnly: false, // the client's i18n reads it
      });
    }
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'cookie');
    return { settings };
  });

  registerEndpoint(app, api.companyInfo, async ({ reply }) => {
    const companyinfo = await companyInfoOf(db);
    reply.header('cache-control', REFERENCE_CACHE);
    return { companyinfo };
  });

  registerEndpoint(app, api.interests, async ({ request, reply }) => {
    const [rows, language] = await Promise.all([
      listInterests(db.kysely),
      request.language(),
    ]);
    // Names in the request's language (locale cookie or the member's language): no shared cache.
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'cookie');
    return { interests: rows.map((row) => ({ ...row, name: interestName(language, row.slug, row.name) })) };
  });

  registerEndpoint(app, api.regions, async ({ reply }) => {
    const countries = await listCountriesWithRegions(db.kysely);
    reply.header('cache-control', REFERENCE_CACHE);
    return { countries };
  });

  // The beacon's body limit (1 KB) is its contract entry's.
  registerEndpoint(app, api.pageHidden, async ({ request }) => {
    await recordPageBounce(db.kysely, refererPath(request.headers.referer));
    return { ok: true as const };
  });
}

/** The path of the page the beacon came from (no query string: it may carry personal data). */
export function refererPath(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, MAX_BOUNCE_PATH);
  } catch {
    return null;
  }
}

export default routePlugin('public', contentPlugin);
