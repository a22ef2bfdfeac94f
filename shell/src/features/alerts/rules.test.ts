import type { User } from 'shared-kernel/contract';
import { userFixture } from 'shared-kernel/testing/fixtures';
import {
  activationReminder,
  currentAlert,
  DISMISS_KEYS,
  HIDDEN_ON,
  showNotificationsAlert,
  showPhotoAlert,
  showPushAlert,
  type AlertContext,
  type DismissKey,
} from './rules';

const user = (patch: Partial<User> = {}, profile: Partial<User['profile']> = {}): User => ({
  ...userFixture,
  ...patch,
  profile: { ...userFixture.profile, ...profile },
});

const ctx = (patch: Partial<AlertContext> = {}): AlertContext => ({
  user: user(),
  routeName: 'members',
  search: '',
  smartphone: false,
  push: { capable: true, isSubscribed: false },
  pushPublicKey: 'BKey',
  notificationPermission: 'default',
  isDismissed: () => false,
  ...patch,
});
const dismissed = (...keys: DismissKey[]) => ({ isDismissed: (k: DismissKey) => keys.includes(k) });

test('dismissal keys are the ones of SPEC §4', () => {
  expect(DISMISS_KEYS).toEqual({
    photo: 'hide-enrich-alert',
    push: 'hide-push-notification-alert',
    notifications: 'hide-disabled-notifications-alert',
  });
});

describe('activation reminder', () => {
  const unconfirmed = { user: user({ status: 'not_confirmed' }, { status: 'disabled' }) };
  const CASES: Array<[string, Partial<AlertContext>, 'alert' | 'modal' | null]> = [
    ['not confirmed with a disabled profile', unconfirmed, 'alert'],
    ['confirmed', { user: user({ status: 'confirmed' }, { status: 'disabled' }) }, null],
    ['not confirmed but an active profile', { user: user({ status: 'not_confirmed' }, { status: 'active' }) }, null],
    ['with api_signup_complete', { ...unconfirmed, search: '?api_signup_complete=1' }, 'modal'],
    ['with an empty api_signup_complete', { ...unconfirmed, search: '?x=1&api_signup_complete' }, 'modal'],
    ['on a smartphone', { ...unconfirmed, smartphone: true }, 'alert'],
    ['on a smartphone with api_signup_complete', { ...unconfirmed, smartphone: true, search: '?api_signup_complete=1' }, null],
    ['without a route (404 page)', { ...unconfirmed, routeName: null }, 'alert'],
    ...HIDDEN_ON.activation.map((routeName): [string, Partial<AlertContext>, null] => [`on ${routeName}`, { ...unconfirmed, routeName }, null]),
    ...HIDDEN_ON.activation.map((routeName): [string, Partial<AlertContext>, null] => [
      `on ${routeName} with api_signup_complete`,
      { ...unconfirmed, routeName, search: '?api_signup_complete=1' },
      null,
    ]),
    ...['members', 'profile', 'activate-done', 'premium', 'directdebit'].map((routeName): [string, Partial<AlertContext>, 'alert'] => [
      `on ${routeName}`,
      { ...unconfirmed, routeName },
      'alert',
    ]),
  ];
  test.each(CASES.map(([name, patch, expected]) => [name, expected, patch] as const))('%s → %s', (_name, expected, patch) => {
    expect(activationReminder(ctx(patch))).toBe(expected);
  });

  test('is hidden on exactly signup, settings and notifications', () => {
    expect(HIDDEN_ON.activation).toEqual(['signup', 'settings', 'notifications']);
  });
});

describe('no main photo', () => {
  const noPhoto = { user: user({}, { main_image: null }) };
  const CASES: Array<[string, Partial<AlertContext>, boolean]> = [
    ['without a main photo', noPhoto, true],
    ['with a main photo', {}, false],
    ['dismissed before', { ...noPhoto, ...dismissed('hide-enrich-alert') }, false],
    ['another alert dismissed', { ...noPhoto, ...dismissed('hide-push-notification-alert') }, true],
    ...['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings'].map(
      (routeName): [string, Partial<AlertContext>, boolean] => [`on ${routeName}`, { ...noPhoto, routeName }, false],
    ),
    ...['members', 'chats', 'likes', 'credits'].map((routeName): [string, Partial<AlertContext>, boolean] => [
      `on ${routeName}`,
      { ...noPhoto, routeName },
      true,
    ]),
  ];
  test.each(CASES.map(([name, patch, expected]) => [name, expected, patch] as const))('%s → %s', (_name, expected, patch) => {
    expect(showPhotoAlert(ctx(patch))).toBe(expected);
  });
});

describe('push', () => {
  const CASES: Array<[string, Partial<AlertContext>, boolean]> = [
    ['push possible', {}, true],
    ['a browser without push', { push: { capable: false, isSubscribed: false } }, false],
    ['already subscribed', { push: { capable: true, isSubscribed: {} as PushSubscription } }, false],
    ['denied', { push: { capable: true, isSubscribed: 'denied' } }, false],
    ['no public key from the server', { pushPublicKey: '' }, false],
    ['permission granted', { notificationPermission: 'granted' }, false],
    ['permission denied', { notificationPermission: 'denied' }, false],
    ['no Notification API', { notificationPermission: null }, false],
    ['dismissed before', dismissed('hide-push-notification-alert'), false],
    ...['signup', 'notifications', 'activate-done', 'directdebit', 'premium'].map(
      (routeName): [string, Partial<AlertContext>, boolean] => [`on ${routeName}`, { routeName }, false],
    ),
    ...['members', 'profile', 'settings'].map((routeName): [string, Partial<AlertContext>, boolean] => [`on ${routeName}`, { routeName }, true]),
  ];
  test.each(CASES.map(([name, patch, expected]) => [name, expected, patch] as const))('%s → %s', (_name, expected, patch) => {
    expect(showPushAlert(ctx(patch))).toBe(expected);
  });
});

describe('disabled notifications', () => {
  const disabled = { user: user({ notifications_disabled: ['bounce'] }) };
  const CASES: Array<[string, Partial<AlertContext>, boolean]> = [
    ['notifications disabled', disabled, true],
    ['none disabled', { user: user({ notifications_disabled: [] }) }, false],
    ['several reasons', { user: user({ notifications_disabled: ['spam_complaint', 'unsubscribe'] }) }, true],
    ['dismissed before', { ...disabled, ...dismissed('hide-disabled-notifications-alert') }, false],
    ['on settings', { ...disabled, routeName: 'settings' }, false],
    ['on notifications', { ...disabled, routeName: 'notifications' }, false],
    ...['members', 'profile', 'signup', 'premium', 'directdebit', 'activate-done'].map(
      (routeName): [string, Partial<AlertContext>, boolean] => [`on ${routeName}`, { ...disabled, routeName }, true],
    ),
  ];
  test.each(CASES.map(([name, patch, expected]) => [name, expected, patch] as const))('%s → %s', (_name, expected, patch) => {
    expect(showNotificationsAlert(ctx(patch))).toBe(expected);
  });
});

describe('one alert at a time (issue 27)', () => {
  /** A new member: not confirmed, no photo, push possible, e-mail notifications off. */
  const everything = {
    user: user({ status: 'not_confirmed', notifications_disabled: ['bounce'] }, { status: 'disabled', main_image: null }),
  };
  const confirmed = { user: user({ notifications_disabled: ['bounce'] }, { main_image: null }) };
  const CASES: Array<[string, Partial<AlertContext>, string | null]> = [
    ['everything due', everything, 'activation'],
    ['everything due, right after signup', { ...everything, search: '?api_signup_complete=1' }, 'activation'],
    ['confirmed: the notifications next', confirmed, 'notifications'],
    ['notifications closed: the photo next', { ...confirmed, ...dismissed('hide-disabled-notifications-alert') }, 'photo'],
    [
      'photo closed too: push next',
      { ...confirmed, ...dismissed('hide-disabled-notifications-alert', 'hide-enrich-alert') },
      'push',
    ],
    ['a photo added: push next', { user: user({ notifications_disabled: [] }) }, 'push'],
    ['push decided', { user: user({ notifications_disabled: [] }), notificationPermission: 'granted' }, null],
    ['all closed', { ...confirmed, ...dismissed('hide-disabled-notifications-alert', 'hide-enrich-alert', 'hide-push-notification-alert') }, null],
    // The alert due is hidden on this route: the ones after it still wait (push is allowed on settings).
    ['not confirmed, on settings', { ...everything, routeName: 'settings' }, null],
    ['no photo, on profile', { user: user({ notifications_disabled: [] }, { main_image: null }), routeName: 'profile' }, null],
    ['not confirmed, on a smartphone right after signup', { ...everything, smartphone: true, search: '?api_signup_complete=1' }, null],
  ];
  test.each(CASES.map(([name, patch, expected]) => [name, expected, patch] as const))('%s → %s', (_name, expected, patch) => {
    expect(currentAlert(ctx(patch))).toBe(expected);
  });

  test.each(['signup', 'signup-matches', 'complete-signup', 'activate-done', 'activate-error', 'members-id-signup'])(
    'no alert at all on the signup route %s',
    (routeName) => {
      expect(currentAlert(ctx({ ...everything, routeName }))).toBeNull();
      expect(currentAlert(ctx({ ...confirmed, routeName }))).toBeNull();
      expect(currentAlert(ctx({ routeName }))).toBeNull();
    },
  );

  test.each(['members', 'members-id', 'chats', 'likes', 'credits', 'profile', 'premium'])('the first alert due shows on %s', (routeName) => {
    expect(currentAlert(ctx({ ...everything, routeName }))).toBe('activation');
  });
});
