import type { CompanyInfo, Settings } from 'shared-kernel/contract';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { messageCostsOf } from '../prices/bundles';
import { vapidKeys } from '../push/vapid';
import { findSiteVariant, geoipCountryOf, normalizeHost, type SiteVariantRow, type VisitorRequest } from './site-variant';

/**
 * The settings of GET /api/settings.php for a request and host (SPEC §7): the site variant's stored
 * settings with the per-request fields. Also what a server-rendered page is rendered with (issue 16).
 */
export async function siteSettingsFor(
  db: DatabaseHandle,
  config: Config,
  request: Pick<VisitorRequest, 'headers'>,
  host: string,
): Promise<{ settings: Settings; variant: SiteVariantRow }> {
  const [variant, vapid] = await Promise.all([findSiteVariant(db, normalizeHost(host)), vapidKeys(db.kysely, config)]);
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
  return { settings, variant };
}

/** GET /api/companyinfo.php's company (the first row): the footer's and the static pages' details. */
export async function companyInfoOf(db: DatabaseHandle): Promise<CompanyInfo> {
  const company = await db.kysely
    .selectFrom('company')
    .select(['name', 'address', 'kvk', 'city', 'country', 'tradenames', 'vat_numbers', 'support_phone', 'delete_discount', 'added'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { ...company, added: company.added.toISOString() };
}
