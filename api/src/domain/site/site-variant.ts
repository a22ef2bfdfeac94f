import type { IncomingHttpHeaders } from 'node:http';
import { sql } from 'kysely';
import { SettingsSchema, type Settings } from 'shared-kernel/contract';
import type { DatabaseHandle } from '../../db/database';

/** The stored part of the settings: everything except the per-request fields. */
const StoredSettingsSchema = SettingsSchema.omit({
  domain: true,
  domain_language: true,
  geoip_country: true,
  geoip_selected_country: true,
});

export interface SiteVariantRow {
  domain: string;
  country: string;
  domain_language: string;
  settings: Omit<Settings, 'domain' | 'domain_language' | 'geoip_country' | 'geoip_selected_country'>;
  /** Whether other members see a new photo before a moderator approved it (issue 18; not sent to clients). */
  photosVisibleBeforeApproval: boolean;
}

/** Lower case, without a trailing dot; empty when the value is not a host name. */
export const normalizeHost = (value: string): string => {
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  return /^[a-z0-9.-]{1,253}$/.test(host) ? host : '';
};

/**
 * The site variant for a host: the variant whose domain is the host or a parent of it, else the
 * variant of the host's top-level domain (`*.be` → Belgian), else the default (Dutch) site.
 */
export async function findSiteVariant(db: DatabaseHandle, host: string): Promise<SiteVariantRow> {
  const row = await db.kysely
    .selectFrom('site_settings')
    .select(['domain', 'country', 'domain_language', 'settings', 'photos_visible_before_approval'])
    .where(
      sql<boolean>`domain = ${host} or ${host} like '%.' || domain
        or (tld_fallback is not null and ${host} like '%.' || tld_fallback) or is_default`,
    )
    .orderBy(
      sql`case when domain = ${host} or ${host} like '%.' || domain then 0
               when tld_fallback is not null and ${host} like '%.' || tld_fallback then 1
               else 2 end`,
    )
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error('site_settings has no default site variant');
  return {
    domain: row.domain,
    country: row.country,
    domain_language: row.domain_language,
    settings: StoredSettingsSchema.parse(row.settings),
    photosVisibleBeforeApproval: row.photos_visible_before_approval,
  };
}

/** Host names whose site variant a process keeps at most (requests name any host they like). */
const CACHED_HOSTS = 256;

/**
 * The site variants of host names as `findSiteVariant` finds them, kept per process while a change
 * of the settings would be heard (`hearing`: the live hub listens; migration 0034's trigger sends a
 * notice at every change of site_settings, and `clear` is called then, on every host). When not
 * hearing, every call reads the database, as before. A read under way when the settings change is
 * not kept (its promise is already out of the map), so the next request reads the new settings.
 */
export class SiteVariants {
  private readonly known = new Map<string, Promise<SiteVariantRow>>();

  constructor(
    private readonly db: DatabaseHandle,
    private readonly hearing: () => boolean,
  ) {}

  /** The site variant of a normalized host name. */
  find(host: string): Promise<SiteVariantRow> {
    if (!this.hearing()) return findSiteVariant(this.db, host);
    let found = this.known.get(host);
    if (!found) {
      const reading = findSiteVariant(this.db, host);
      found = reading;
      this.known.set(host, reading);
      // A failed read is not kept: the next request tries again.
      reading.catch(() => {
        if (this.known.get(host) === reading) this.known.delete(host);
      });
      // The oldest host goes first (a Map keeps the order of insertion).
      for (const old of this.known.keys()) {
        if (this.known.size <= CACHED_HOSTS) break;
        this.known.delete(old);
      }
    }
    return found;
  }

  /** The settings changed (or may have): every host is read again. */
  clear(): void {
    this.known.clear();
  }
}

const GEOIP_HEADERS = ['cf-ipcountry', 'x-country', 'x-geoip-country'] as const;

/** What the site needs to know of a visitor's request: its headers and cookies (the web layer's request fits). */
export interface VisitorRequest {
  headers: IncomingHttpHeaders;
  cookies?: Record<string, string | undefined>;
}

/** The visitor's country as told by the CDN / proxy in front of us, if any. */
export function geoipCountryOf(request: Pick<VisitorRequest, 'headers'>): string | null {
  for (const name of GEOIP_HEADERS) {
    const raw = request.headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    // XX = unknown, T1 = Tor (Cloudflare conventions).
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
  }
  return null;
}

/**
 * The language of a visitor's request: the locale cookie when the site variant offers it
 * (settings.locales), else the variant's first locale. A new account starts with it (its mails).
 */
export function requestLanguage(request: VisitorRequest, variant: Pick<SiteVariantRow, 'settings'>): string {
  const offered = variant.settings.locales;
  const cookie = request.cookies?.locale;
  if (cookie && offered.includes(cookie)) return cookie;
  return offered[0] ?? 'nl';
}
