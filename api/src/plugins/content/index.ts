import type { FastifyInstance } from 'fastify';
import { api, isSupportedLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Settings } from 'shared-kernel/contract';
import { registerEndpoint } from '../../http/route';
import { vapidKeys } from '../../domain/push/vapid';
import { findSiteVariant, geoipCountryOf, normalizeHost } from '../../domain/site/site-variant';
import { messageCostsOf } from '../../domain/payments/bundles';

/** Longest path kept from a Referer (the column is plain text; the rest is noise). */
const MAX_BOUNCE_PATH = 2048;
/** The page-hidden beacon carries an empty JSON object; anything bigger is not a beacon. */
const BEACON_BODY_LIMIT = 1024;
const REFERENCE_CACHE = 'public, max-age=300';

/** Site content: settings per site variant, company info, interests, regions, page bounces. */
export async function contentPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  registerEndpoint(app, api.settings, async ({ query, request, reply }) => {
    const host = normalizeHost(query.domain ?? request.hostname);
    const [variant, vapid] = await Promise.all([findSiteVariant(db, host), vapidKeys(db.kysely, config)]);
    // Derived from the bundles (what a message costs at the best value), so chat and /pricing agree.
    const messageCosts = await messageCostsOf(db.kysely, variant.domain, variant.settings.message_credits, variant.settings.minimum_message_costs);
    const geoipCountry = geoipCountryOf(request) ?? variant.country;
    const settings: Settings = {
      ...variant.settings,
      domain: variant.domain,
      domain_language: variant.domain_language,
      geoip_country: geoipCountry,
      geoip_selected_country: variant.settings.countries.includes(geoipCountry) ? geoipCountry : variant.country,
      minimum_message_costs: messageCosts,
      // The server's VAPID key (browsers subscribe to push with it), not the reference data's.
      push_public_key: vapid.publicKey,
    };
    // SPEC §7: without a locale cookie, the site's language becomes the visitor's locale.
    const language = variant.domain_language.slice(0, 2).toLowerCase();
    if (request.cookies[LOCALE_COOKIE] === undefined && isSupportedLocale(language)) {
      reply.setCookie(LOCALE_COOKIE, language, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        httpOnly: false, // the client's i18n reads it
      });
    }
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'cookie');
    return { settings };
  });

  registerEndpoint(app, api.companyInfo, async ({ reply }) => {
    const company = await db.kysely
      .selectFrom('company')
      .select(['name', 'address', 'kvk', 'city', 'country', 'tradenames', 'vat_numbers', 'support_phone', 'delete_discount', 'added'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    reply.header('cache-control', REFERENCE_CACHE);
    return { companyinfo: { ...company, added: company.added.toISOString() } };
  });

  registerEndpoint(app, api.interests, async ({ reply }) => {
    const interests = await db.kysely
      .selectFrom('interests')
      .select(['id', 'slug', 'name'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    reply.header('cache-control', REFERENCE_CACHE);
    return { interests };
  });

  registerEndpoint(app, api.regions, async ({ reply }) => {
    const [countries, regions] = await Promise.all([
      db.kysely.selectFrom('countries').select(['code', 'name']).orderBy('position').execute(),
      db.kysely
        .selectFrom('regions')
        .select(['id', 'country', 'code', 'name'])
        .orderBy('country')
        .orderBy('position')
        .execute(),
    ]);
    const byCountry = new Map<string, Array<{ id: number; code: string; name: string }>>();
    for (const { country, ...region } of regions) {
      const list = byCountry.get(country) ?? [];
      list.push(region);
      byCountry.set(country, list);
    }
    reply.header('cache-control', REFERENCE_CACHE);
    return { countries: countries.map((c) => ({ code: c.code, name: c.name, regions: byCountry.get(c.code) ?? [] })) };
  });

  registerEndpoint(
    app,
    api.pageHidden,
    async ({ request }) => {
      await db.kysely.insertInto('page_bounces').values({ path: refererPath(request.headers.referer) }).execute();
      return { ok: true as const };
    },
    { bodyLimit: BEACON_BODY_LIMIT },
  );
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
