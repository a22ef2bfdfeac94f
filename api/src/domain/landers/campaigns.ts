import type { Selectable } from 'kysely';
import { GENDERS, NICHES, type Gender, type LanderCampaign, type ProfileCard } from 'shared-kernel/contract';
import { BUILT_IN_CAMPAIGN, LANDER_HERO_MEMBERS, LANDER_SLUG_PATTERN } from 'shared-kernel/contract/landers';
import type { Db, LanderCampaignsTable } from '../../db/schema';
import { birthdateRange } from '../members/ages';
import { CARD_COLUMNS, toCards, type CardView } from '../members/cards';
import { visibleProfiles } from '../members/visibility';

type CampaignRow = Selectable<LanderCampaignsTable>;

/** The slug of a lander's campaign without (or with an unknown) slug. */
export const DEFAULT_SLUG = 'default';

/**
 * The campaign row for a lander and slug, most specific first: this lander's campaign of the slug,
 * every lander's campaign of the slug, this lander's default, the default of every lander.
 */
async function findCampaignRow(db: Db, variant: string, slug: string | null): Promise<CampaignRow | null> {
  const slugs = slug && slug !== DEFAULT_SLUG ? [slug, DEFAULT_SLUG] : [DEFAULT_SLUG];
  const rows = await db
    .selectFrom('lander_campaigns')
    .selectAll()
    .where('active', '=', true)
    .where('slug', 'in', slugs)
    .where((eb) => eb.or([eb('variant', '=', variant), eb('variant', 'is', null)]))
    .execute();
  const rank = (r: CampaignRow) => (r.slug === DEFAULT_SLUG ? 2 : 0) + (r.variant === null ? 1 : 0);
  return rows.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

const asGender = (value: string | null): Gender | null => (GENDERS as readonly string[]).includes(value ?? '') ? (value as Gender) : null;
const asNiche = (value: string): LanderCampaign['niche'] =>
  (NICHES as readonly string[]).includes(value) ? (value as LanderCampaign['niche']) : 'default';

interface HeroFilters {
  country: string | null;
  region: string | null;
  gender: Gender | null;
  min_age: number | null;
  max_age: number | null;
}

/**
 * The campaign's hero members as a visitor sees them: the chosen profiles still visible (in their
 * order), then the newest visible profiles with a photo matching the campaign's filters.
 */
async function heroMembers(db: Db, chosen: readonly number[], filters: HeroFilters, view: CardView): Promise<ProfileCard[]> {
  const picked = chosen.length
    ? await visibleProfiles(db, null).select([...CARD_COLUMNS]).where('p.id', 'in', [...chosen]).where('p.has_photo', '=', true).execute()
    : [];
  const rows = chosen.flatMap((id) => picked.filter((r) => r.id === id));
  if (rows.length < LANDER_HERO_MEMBERS) {
    const { bornOnOrBefore, bornAfter } = birthdateRange(view.today ?? new Date(), filters.min_age ?? undefined, filters.max_age ?? undefined);
    let query = visibleProfiles(db, null).select([...CARD_COLUMNS]).where('p.has_photo', '=', true);
    if (filters.gender) query = query.where('p.gender', '=', filters.gender);
    if (filters.country) query = query.where('p.country', '=', filters.country);
    if (filters.region) {
      const code = filters.region;
      query = query.where('p.region_id', 'in', (eb) => eb.selectFrom('regions').select('regions.id').where('regions.code', '=', code));
    }
    if (bornOnOrBefore) query = query.where('p.birthdate', '<=', bornOnOrBefore);
    if (bornAfter) query = query.where('p.birthdate', '>', bornAfter);
    if (rows.length) query = query.where('p.id', 'not in', rows.map((r) => r.id));
    rows.push(...(await query.orderBy('p.id', 'desc').limit(LANDER_HERO_MEMBERS - rows.length).execute()));
  }
  return toCards(db, rows, view);
}

/**
 * GET /api/lander.php: the campaign a lander shows for a slug. An unknown, inactive or malformed
 * slug gives the lander's default campaign (`slug: null`), never an error: ad links outlive campaigns.
 */
export async function landerCampaign(db: Db, variant: string, slug: string | undefined, view: CardView): Promise<LanderCampaign> {
  const wanted = slug !== undefined && LANDER_SLUG_PATTERN.test(slug) ? slug : null;
  const row = await findCampaignRow(db, variant, wanted);
  const region = row?.region_code ?? null;
  const regionName = region
    ? ((await db.selectFrom('regions').select('name').where('code', '=', region).executeTakeFirst())?.name ?? null)
    : null;
  const campaign = row
    ? {
        slug: row.slug === DEFAULT_SLUG ? null : row.slug,
        headline: row.headline,
        subline: row.subline,
        country: row.country,
        region,
        region_name: regionName,
        niche: asNiche(row.niche),
        gender: asGender(row.gender),
        min_age: row.min_age,
        max_age: row.max_age,
      }
    : { ...BUILT_IN_CAMPAIGN, slug: null }; // marketing removed every default row: the lander still works
  const heroes = await heroMembers(db, row?.hero_profile_ids ?? [], campaign, view);
  return { ...campaign, variant, hero_members: heroes };
}
