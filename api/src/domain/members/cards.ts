import type { ProfileCard, Settings } from 'shared-kernel/contract';
import { ageOn } from 'shared-kernel/contract/account-rules';
import type { DbOrTrx } from '../../db/schema';
import { presenceAndDistance, type Vantage } from './presence';

/** What a card needs of a site variant (site/site-variant.ts SiteVariantRow fits). */
type VariantSettings = { settings: Pick<Settings, 'member_resell'> };

/** Columns of `profiles as p` a profile card is made of. */
export const CARD_COLUMNS = [
  'p.id',
  'p.name',
  'p.birthdate',
  'p.city',
  'p.country',
  'p.fictional',
  'p.cam',
  // For presence and distance only (presence.ts); never sent as they are.
  'p.lat',
  'p.lon',
  'p.presence_at',
  'p.invisible',
] as const;

export interface CardRow {
  id: number;
  name: string;
  birthdate: string;
  city: string;
  country: string;
  fictional: boolean;
  /** The profile also performs on cam (shown as such only when the site resells, see CardView). */
  cam: boolean;
  lat: number | null;
  lon: number | null;
  presence_at: Date | null;
  invisible: boolean;
}

/** How the request's site shows cards. */
export interface CardView {
  /**
   * settings.member_resell of the request's site variant: cam profiles are the cam-and-resell
   * card type (`cam: true`) only when it is on.
   */
  memberResell: boolean;
  /** The day ages are counted on (default: now). */
  today?: Date;
  /** The member looking (presence and distance on the cards); none for a visitor. */
  vantage?: Vantage | null;
  /** The language interest names are given in (`request.language()`); nl when absent. */
  language?: string;
}

/** The card view of a site variant (the request's: `request.siteVariant()`). */
export function cardViewOf(variant: VariantSettings, today?: Date): CardView {
  return { memberResell: variant.settings.member_resell, ...(today ? { today } : {}) };
}

/** The card view of a site variant for a member (presence and distance from where they are). */
export const memberCardView = (variant: VariantSettings, vantage: Vantage | null): CardView => ({
  ...cardViewOf(variant),
  vantage,
});

/** Whether a profile is shown as a cam card on a site: it performs on cam and the site resells. */
export const isCamCard = (cam: boolean, view: Pick<CardView, 'memberResell'>): boolean => cam && view.memberResell;

/** Age in whole years on `today` of a 'YYYY-MM-DD' birth date. */
export const ageFromBirthdate = (birthdate: string, today: Date): number => {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  return ageOn({ year, month, day }, today);
};

export interface MainPhoto {
  filename: string;
  thumb_filename: string;
}

/** The main photo (first active one) of each profile. */
export async function mainPhotosOf(db: DbOrTrx, profileIds: readonly number[]): Promise<Map<number, MainPhoto & { id: number }>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('photos')
    .distinctOn('profile_id')
    .select(['profile_id', 'id', 'filename', 'thumb_filename'])
    .where('profile_id', 'in', [...profileIds])
    .where('status', '=', 'active')
    .orderBy('profile_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.profile_id, { id: r.id, filename: r.filename, thumb_filename: r.thumb_filename }]));
}

/** Profile cards for rows in their order, with their main photos, as the request's site shows them. */
export async function toCards(db: DbOrTrx, rows: readonly CardRow[], view: CardView): Promise<ProfileCard[]> {
  const today = view.today ?? new Date();
  const [mains, seen] = await Promise.all([
    mainPhotosOf(
      db,
      rows.map((r) => r.id),
    ),
    presenceAndDistance(db, view.vantage, rows),
  ]);
  return rows.map((row) => {
    const main = mains.get(row.id);
    const known = seen.get(row.id);
    return {
      ...(known ? { presence: known.presence, distance_km: known.distance_km } : {}),
      id: row.id,
      name: row.name,
      age: ageFromBirthdate(row.birthdate, today),
      city: row.city,
      country: row.country,
      fictional: row.fictional,
      cam: isCamCard(row.cam, view),
      main_image: main ? { filename: main.filename, thumb_filename: main.thumb_filename } : null,
    };
  });
}
