import { profileAttributes } from '../../db/profile-attributes';
import { api, type MemberProfile, type ResponseOf } from 'shared-kernel/contract';
import type { Db } from '../../db/schema';
import type { Viewer } from './viewer';
import { ageFromBirthdate, isCamCard, type CardView } from './cards';
import { loadRelation, NO_RELATION, visibleProfile } from './visibility';
import { presenceAndDistance } from './presence';
import { interestName } from '../../i18n';
import { notifyLive } from '../../db/live-notices';

/** Photos a visitor or a free member sees of a profile (the main photo first). */
export const FREE_PHOTO_COUNT = 2;

/** How many of a profile's photos this viewer may see. */
export function visiblePhotoCount(options: { own: boolean; premium: boolean; privacyMode: boolean; likedViewer: boolean; total: number }): number {
  if (options.own) return options.total;
  if (options.privacyMode && !options.likedViewer) return Math.min(1, options.total);
  return options.premium ? options.total : Math.min(FREE_PHOTO_COUNT, options.total);
}

/**
 * A profile as this viewer sees it, or null when it is not visible to them. Opening it as a
 * member clears `like_new` on the like the profile gave the viewer (SPEC §4).
 */
export async function loadMemberProfile(
  db: Db,
  viewer: Viewer | null,
  profileId: number,
  view: Pick<CardView, 'memberResell' | 'vantage' | 'language'>,
): Promise<ResponseOf<typeof api.member> | null> {
  const viewerId = viewer?.profileId ?? null;
  const row = await visibleProfile(db, viewerId, profileId)
    .leftJoin('regions as r', 'r.id', 'p.region_id')
    .select([
      'p.id',
      'p.name',
      'p.birthdate',
      'p.gender',
      'p.sexuality',
      'p.country',
      'p.city',
      'p.hair_colour',
      'p.eye_colour',
      'p.body_type',
      'p.relationship_status',
      'p.about',
      'p.fictional',
      'p.cam',
      'p.privacy_mode',
      'p.invisible',
      'p.lat',
      'p.lon',
      'p.presence_at',
      'r.name as region',
    ])
    .executeTakeFirst();
  if (!row) return null;

  const own = viewerId === row.id;
  const relation = viewer && !own ? await loadRelation(db, viewer.profileId, row.id) : NO_RELATION;
  if (viewer && !own && relation.liked_by) {
    const seen = await db
      .updateTable('likes')
      .set({ like_new: false })
      .where('liker_profile_id', '=', row.id)
      .where('liked_profile_id', '=', viewer.profileId)
      .where('like_new', '=', true)
      .executeTakeFirst();
    // The viewer's other tabs take the like off their new-likes count (issue 27).
    if (Number(seen.numUpdatedRows) > 0) await notifyLive(db, { type: 'likes', to: [viewer.profileId], profile_id: row.id, match: false, seen: true });
  }

  const [photos, interests, seen] = await Promise.all([
    db
      .selectFrom('photos')
      .select(['id', 'filename', 'thumb_filename'])
      .where('profile_id', '=', row.id)
      .where('status', '=', 'active')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('profile_interests as pi')
      .innerJoin('interests as i', 'i.id', 'pi.interest_id')
      .select(['i.slug', 'i.name'])
      .where('pi.profile_id', '=', row.id)
      .orderBy('i.position')
      .orderBy('i.id')
      .execute(),
    presenceAndDistance(db, view.vantage, [row]),
  ]);
  const shown = visiblePhotoCount({
    own,
    premium: viewer?.paidUser ?? false,
    privacyMode: row.privacy_mode,
    likedViewer: relation.liked_by,
    total: photos.length,
  });

  const profile: MemberProfile = {
    id: row.id,
    name: row.name,
    age: ageFromBirthdate(row.birthdate, new Date()),
    ...profileAttributes(row),
    country: row.country,
    region: row.region ?? null,
    city: row.city,
    about: row.about,
    interests: interests.map((i) => interestName(view.language ?? 'nl', i.slug, i.name)),
    fictional: row.fictional,
    cam: isCamCard(row.cam, view),
    main_image: photos[0] ?? null,
    photo_count: photos.length,
    photos: photos.slice(0, shown),
    ...seen.get(row.id),
  };
  return { profile, relation };
}
