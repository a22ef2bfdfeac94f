import { sql, type Transaction } from 'kysely';
import { SiteSwitchesSchema, SITE_SWITCH_FIELDS, type SiteSettingsEntry, type SiteSwitches } from 'shared-kernel/contract';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import type { DbOrTrx, Schema } from '../../db/schema';
import { DomainError, byKey } from '../errors';

/**
 * The site-setting switches of SPEC §3 per site variant (issue 18 item 5): signups mode, logged-out
 * search (also for traffic-source visitors), member resell, the entry warning and its countries, the
 * fictional texts. They are keys of `site_settings.settings`, which each API process keeps
 * (site/site-variant.ts: `SiteVariants`, through `request.siteVariant()`) until the change's live
 * notice (migration 0034) reaches it, so a change is live on every host within moments: the signup,
 * search, cards and /api/settings.php all follow it.
 */

const pick = (settings: Record<string, unknown>): SiteSwitches =>
  SiteSwitchesSchema.parse(Object.fromEntries(SITE_SWITCH_FIELDS.map((field) => [field, settings[field]])));

/** GET /api/admin/settings: the switches of every site variant, the default site first. */
export async function listSiteSwitches(db: DbOrTrx): Promise<SiteSettingsEntry[]> {
  const rows = await db.selectFrom('site_settings').select(['domain', 'country', 'settings']).orderBy('is_default', 'desc').orderBy('domain').execute();
  return rows.map((r) => ({ domain: r.domain, country: r.country, switches: pick(r.settings) }));
}

/**
 * Writes the switches of one site variant in the caller's transaction (the row is locked, so the
 * before of the audit entry is the value this change replaced). Other settings keys stay as they are.
 */
export async function saveSiteSwitches(trx: Transaction<Schema>, domain: string, switches: SiteSwitches): Promise<{ before: SiteSettingsEntry; after: SiteSettingsEntry }> {
  const row = await trx.selectFrom('site_settings').select(['domain', 'country', 'settings']).where('domain', '=', domain).forUpdate().executeTakeFirst();
  if (!row) throw new DomainError('notFound', ERROR_CODES.notFound, byKey('staff.settings.siteUnknown'));
  const before = { domain: row.domain, country: row.country, switches: pick(row.settings) };
  await trx
    .updateTable('site_settings')
    .set({ settings: sql`settings || ${JSON.stringify(switches)}::jsonb`, updated_at: sql<Date>`now()` })
    .where('domain', '=', domain)
    .execute();
  return { before, after: { domain: row.domain, country: row.country, switches } };
}
