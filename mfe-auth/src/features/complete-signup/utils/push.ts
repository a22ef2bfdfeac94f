import type { PushState } from 'shared-kernel/stores/push';

/** The browser's notification permission API (absent in some browsers and in tests). */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

export function notificationApi(): NotificationApi | null {
  return typeof window !== 'undefined' && 'Notification' in window ? (window.Notification as NotificationApi) : null;
}

/**
 * The push opt-in step makes sense only when the browser can do push, the site has a push key and
 * the visitor has not answered the permission question yet.
 */
export function isPushPossible(push: Pick<PushState, 'capable'>, pushPublicKey: string, notification: NotificationApi | null): boolean {
  return push.capable && pushPublicKey.trim() !== '' && notification !== null && notification.permission === 'default';
}
