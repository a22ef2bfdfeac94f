import { NOTIFICATION_KINDS, NOTIFICATION_PREFERENCES, type api, type BodyOf, type NotificationPreference, type NotificationSettings } from 'shared-kernel/contract';
import type { Db } from '../../db/schema';

type Preferences = NotificationSettings['preferences'];
type DisabledReason = NotificationSettings['disabled'][number];

const isDisabledReason = (value: string): value is DisabledReason => (NOTIFICATION_KINDS as readonly string[]).includes(value);

const allOn = (): Preferences => Object.fromEntries(NOTIFICATION_PREFERENCES.map((key) => [key, true])) as Preferences;

/**
 * The member's notification preferences (every one on until switched off: no row, all on) and the
 * reasons e-mail is switched off altogether. Null when the account does not exist.
 */
export async function loadNotificationSettings(db: Db, userId: number): Promise<NotificationSettings | null> {
  const user = await db
    .selectFrom('users')
    .leftJoin('notification_preferences as np', 'np.user_id', 'users.id')
    .select(['users.notifications_disabled'])
    .select(NOTIFICATION_PREFERENCES.map((key) => `np.${key}` as const))
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const preferences = allOn();
  for (const key of NOTIFICATION_PREFERENCES) {
    const value: boolean | null = user[key];
    if (value !== null) preferences[key] = value;
  }
  return { preferences, disabled: user.notifications_disabled.filter(isDisabledReason) };
}

/**
 * Changes the given preferences (the others keep their value) and, with `reenable_email`, clears
 * the reasons e-mail was switched off. Null when the account does not exist.
 */
export async function updateNotificationSettings(
  db: Db,
  userId: number,
  changes: BodyOf<typeof api.updateNotificationSettings>,
): Promise<NotificationSettings | null> {
  const set: Partial<Record<NotificationPreference, boolean>> = {};
  for (const key of NOTIFICATION_PREFERENCES) {
    const value = changes.preferences?.[key];
    if (value !== undefined) set[key] = value;
  }
  const exists = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user) return false;
    if (Object.keys(set).length > 0) {
      await trx
        .insertInto('notification_preferences')
        .values({ user_id: userId, ...set })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: new Date() }))
        .execute();
    }
    if (changes.reenable_email === true) {
      await trx.updateTable('users').set({ notifications_disabled: [] }).where('id', '=', userId).execute();
    }
    return true;
  });
  return exists ? loadNotificationSettings(db, userId) : null;
}
