import type { User } from 'shared-kernel/contract';
import type { PushState } from 'shared-kernel/stores/push';

/**
 * SPEC §4 alerts of logged-in members: when each one shows. Routes are the shell's route names
 * ('settings' is the account page, 'activate-done' is /activate/done).
 */

/** localStorage keys holding the time (Date.now()) an alert was closed; a closed alert stays closed. */
export const DISMISS_KEYS = {
  photo: 'hide-enrich-alert',
  push: 'hide-push-notification-alert',
  notifications: 'hide-disabled-notifications-alert',
} as const;
export type DismissKey = (typeof DISMISS_KEYS)[keyof typeof DISMISS_KEYS];

/** Routes on which an alert is never shown. */
export const HIDDEN_ON = {
  activation: ['signup', 'settings', 'notifications'],
  photo: ['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings'],
  push: ['signup', 'notifications', 'activate-done', 'directdebit', 'premium'],
  notifications: ['settings', 'notifications'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The signup and activation flow (route names of mfe-auth's `federation.routes`): no member alert at
 * all, whatever it is about. The page's own step is the one call to action there (issue 27: the
 * wizard's push and activation steps already offer what the push and activation alerts would).
 */
export const NO_ALERTS_ON = ['signup', 'signup-matches', 'complete-signup', 'activate-done', 'activate-error', 'members-id-signup'] as const;

/** The alerts by priority: one shows at a time, the next once that one is done or closed (issue 27). */
export const ALERT_PRIORITY = ['activation', 'notifications', 'photo', 'push'] as const;
export type AlertName = (typeof ALERT_PRIORITY)[number];

/**
 * Routes where people come first (issue 15): the alerts are one line each (title and action), so
 * the first profiles stay on the first screen.
 */
export const COMPACT_ON = ['members', 'swipe-game', 'match-finder'] as const;
export const compactAlerts = (routeName: string | null): boolean =>
  routeName !== null && (COMPACT_ON as readonly string[]).includes(routeName);

/** Query parameter of the page the signup lands on: the activation reminder becomes a modal. */
export const SIGNUP_COMPLETE_PARAM = 'api_signup_complete';

export interface AlertContext {
  user: User;
  routeName: string | null;
  /** location.search of the page. */
  search: string;
  smartphone: boolean;
  push: Pick<PushState, 'capable' | 'isSubscribed'>;
  /** settings.push_public_key ('' when the server has none). */
  pushPublicKey: string;
  /** Notification.permission, or null where the browser has no notifications. */
  notificationPermission: NotificationPermission | null;
  isDismissed: (key: DismissKey) => boolean;
}

const hiddenOn = (routes: readonly string[], routeName: string | null) => routeName !== null && routes.includes(routeName);

/** Activation reminder: an unconfirmed member whose profile is disabled. 'modal' right after signup. */
export function activationReminder({ user, routeName, search, smartphone }: AlertContext): 'alert' | 'modal' | null {
  if (user.status !== 'not_confirmed' || user.profile.status !== 'disabled') return null;
  if (hiddenOn(HIDDEN_ON.activation, routeName)) return null;
  const signupComplete = new URLSearchParams(search).has(SIGNUP_COMPLETE_PARAM);
  if (signupComplete && smartphone) return null;
  return signupComplete ? 'modal' : 'alert';
}

/** No main photo: asks the member to add one. */
export function showPhotoAlert({ user, routeName, isDismissed }: AlertContext): boolean {
  return user.profile.main_image === null && !hiddenOn(HIDDEN_ON.photo, routeName) && !isDismissed(DISMISS_KEYS.photo);
}

/** Push is possible: a capable browser, not subscribed nor denied, a server key, permission not asked yet. */
export function showPushAlert({ push, pushPublicKey, notificationPermission, routeName, isDismissed }: AlertContext): boolean {
  return (
    push.capable &&
    push.isSubscribed === false &&
    pushPublicKey !== '' &&
    notificationPermission === 'default' &&
    !hiddenOn(HIDDEN_ON.push, routeName) &&
    !isDismissed(DISMISS_KEYS.push)
  );
}

/** E-mail notifications were switched off (spam complaint, bounce or unsubscribe). */
export function showNotificationsAlert({ user, routeName, isDismissed }: AlertContext): boolean {
  return (
    user.notifications_disabled.length > 0 &&
    !hiddenOn(HIDDEN_ON.notifications, routeName) &&
    !isDismissed(DISMISS_KEYS.notifications)
  );
}

const RULES: Record<AlertName, (ctx: AlertContext) => boolean> = {
  activation: (ctx) => activationReminder(ctx) !== null,
  notifications: showNotificationsAlert,
  photo: showPhotoAlert,
  push: showPushAlert,
};

/**
 * The one alert of this page, or null. The first alert of ALERT_PRIORITY that is due for the member
 * (wherever they are) owns the place: it shows when this route allows it, and the alerts after it
 * wait until it is done (the e-mail confirmed, a photo added, push decided) or closed. Nothing on the
 * routes of the signup flow (NO_ALERTS_ON).
 */
export function currentAlert(ctx: AlertContext): AlertName | null {
  if (ctx.routeName !== null && (NO_ALERTS_ON as readonly string[]).includes(ctx.routeName)) return null;
  const anywhere: AlertContext = { ...ctx, routeName: null, search: '' };
  const due = ALERT_PRIORITY.find((name) => RULES[name](anywhere));
  return due !== undefined && RULES[due](ctx) ? due : null;
}
