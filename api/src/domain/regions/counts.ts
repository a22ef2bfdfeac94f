import { sql } from 'kysely';
import { REGION_COUNT_COUNTRIES, type Gender, type RegionCountsResponse } from 'shared-kernel/contract';
import type { Db } from '../../db/schema';
import { PLACES, type Place } from '../../geo/gazetteer';
import { visibleProfiles } from '../members/visibility';

type Country = (typeof REGION_COUNT_COUNTRIES)[number];

const placeKey = (country: string, city: string) => `${country}:${city.trim().toLocaleLowerCase('nl')}`;

/**
 * City → province from the shipped gazetteer (api/src/geo/places.json, GeoNames): a name that
 * belongs to places in two provinces of one country (Bergen, Hengelo) is left out, not guessed.
 */
export function provinceByCity(places: readonly Place[] = PLACES): ReadonlyMap<string, string> {
  const found = new Map<string, string | null>();
  for (const place of places) {
    const key = placeKey(place.country, place.name);
    const known = found.get(key);
    if (known === undefined) found.set(key, place.region);
    else if (known !== place.region) found.set(key, null);
  }
  const unique = new Map<string, string>();
  for (const [key, region] of found) if (region !== null) unique.set(key, region);
  return unique;
}

const CITY_PROVINCES = provinceByCity();

/**
 * How many members a visitor finds per province of NL and BE (the one visibility rule, as a
 * visitor's search): by the profile's province, and for a profile without one by its city through
 * the gazetteer. Counts only: two grouped index-only scans (migration 0019).
 */
export async function countMembersByRegion(db: Db, gender: Gender | null, cityProvinces: ReadonlyMap<string, string> = CITY_PROVINCES): Promise<RegionCountsResponse> {
  const countries = [...REGION_COUNT_COUNTRIES];
  // A province belongs to one country: provinces elsewhere are counted and then not shown, which
  // lets the search index by region (migration 0006) answer without reading the table.
  let byRegion = visibleProfiles(db, null).where('p.region_id', 'is not', null);
  let byCity = visibleProfiles(db, null)
    .where('p.country', 'in', countries)
    .where('p.region_id', 'is', null)
    .where(sql<string>`lower(p.city)`, '<>', '');
  if (gender !== null) {
    byRegion = byRegion.where('p.gender', '=', gender);
    byCity = byCity.where('p.gender', '=', gender);
  }

  const [regions, countryRows, regionRows, cityRows] = await Promise.all([
    db.selectFrom('regions').select(['id', 'country', 'code', 'name']).where('country', 'in', countries).orderBy('position').orderBy('id').execute(),
    db.selectFrom('countries').select(['code', 'name']).where('code', 'in', countries).execute(),
    byRegion
      .select(['p.region_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('p.region_id')
      .execute(),
    byCity
      .select([
        'p.country',
        sql<string>`lower(p.city)`.as('city'),
        (eb) => eb.fn.countAll<string | number>().as('n'),
      ])
      .groupBy(['p.country', sql`lower(p.city)`])
      .execute(),
  ]);

  const counts = new Map<string, number>();
  const codeById = new Map(regions.map((r) => [r.id, r.code]));
  for (const row of regionRows) {
    const code = row.region_id === null ? undefined : codeById.get(row.region_id);
    if (code !== undefined) counts.set(code, (counts.get(code) ?? 0) + Number(row.n));
  }
  for (const row of cityRows) {
    const code = cityProvinces.get(placeKey(row.country, row.city));
    if (code !== undefined) counts.set(code, (counts.get(code) ?? 0) + Number(row.n));
  }

  const nameOf = new Map(countryRows.map((c) => [c.code, c.name]));
  return {
    countries: countries.map((code: Country) => ({
      code,
      name: nameOf.get(code) ?? code,
      regions: regions.filter((r) => r.country === code).map((r) => ({ code: r.code, name: r.name, members: counts.get(r.code) ?? 0 })),
    })),
  };
}

/**
 * The counts are the same for every visitor: kept per gender for `ttlMs`, so a lander's traffic
 * costs the database two grouped scans a minute, not two per visit.
 */
export class RegionCountsCache {
  private readonly entries = new Map<string, { value: Promise<RegionCountsResponse>; at: number }>();

  constructor(
    readonly ttlMs: number = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(gender: Gender | null, compute: () => Promise<RegionCountsResponse>): Promise<RegionCountsResponse> {
    const key = gender ?? 'all';
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const value = compute();
    this.entries.set(key, { value, at: this.now() });
    // A failed count is not kept: the next visitor asks again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
