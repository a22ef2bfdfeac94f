import type { Db } from '../../db/schema';

/** The interests a profile may pick, in their order on the page (names in the database's language). */
export function listInterests(db: Db): Promise<Array<{ id: number; slug: string; name: string }>> {
  return db.selectFrom('interests').select(['id', 'slug', 'name']).orderBy('position').orderBy('id').execute();
}

export interface CountryWithRegions {
  code: string;
  name: string;
  regions: Array<{ id: number; code: string; name: string }>;
}

/** The countries of the site, each with its regions, both in their order on the page. */
export async function listCountriesWithRegions(db: Db): Promise<CountryWithRegions[]> {
  const [countries, regions] = await Promise.all([
    db.selectFrom('countries').select(['code', 'name']).orderBy('position').execute(),
    db
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
  return countries.map((c) => ({ code: c.code, name: c.name, regions: byCountry.get(c.code) ?? [] }));
}

/** The region of a country by its code (a gazetteer place's province), if the site has it. */
export function regionByCode(db: Db, country: string, code: string): Promise<{ id: number; name: string } | undefined> {
  return db.selectFrom('regions').select(['id', 'name']).where('country', '=', country).where('code', '=', code).executeTakeFirst();
}

/** Counts a page left without a click (the page-hidden beacon); `path` without its query string. */
export async function recordPageBounce(db: Db, path: string | null): Promise<void> {
  await db.insertInto('page_bounces').values({ path }).execute();
}
