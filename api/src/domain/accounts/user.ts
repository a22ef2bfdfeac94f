import type { User } from 'shared-kernel/contract';
import type { DatabaseHandle } from '../../db/database';

/** The logged-in user as the client sees it (SPEC §3), or null when the account is gone. */
export async function loadUser(db: DatabaseHandle, userId: number): Promise<User | null> {
  const row = await db.kysely
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.status',
      'users.credits',
      'users.notifications_disabled',
      'users.paid_user',
      'users.signup_date',
      'users.fictional_icon',
      'users.language',
      'profiles.id as profile_id',
      'profiles.name',
      'profiles.country',
      'profiles.status as profile_status',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const mainImage = await db.kysely
    .selectFrom('photos')
    .select(['filename', 'thumb_filename', 'status'])
    .where('profile_id', '=', row.profile_id)
    .where('status', '=', 'active')
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return {
    id: row.id,
    status: row.status,
    credits: row.credits,
    notifications_disabled: row.notifications_disabled as User['notifications_disabled'],
    paid_user: row.paid_user,
    signup_date: row.signup_date.toISOString(),
    fictional_icon: row.fictional_icon,
    language: row.language,
    profile: {
      id: row.profile_id,
      name: row.name,
      country: row.country,
      status: row.profile_status,
      main_image: mainImage ?? null,
    },
  };
}
