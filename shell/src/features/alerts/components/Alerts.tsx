import { useCallback, useState } from 'react';
import type { User } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { isSmartphone, useLocationSearch } from 'shared-kernel/navigation';
import { usePushState } from 'shared-kernel/stores/push';
import { useSession } from 'shared-kernel/stores/session';
import { useSettings } from 'shared-kernel/stores/settings';
import { Alert } from 'shared-kernel/ui/Alert';
import '../i18n';
import { isStoredDismissed, storeDismissal } from '../dismissals';
import {
  activationReminder,
  compactAlerts,
  currentAlert,
  DISMISS_KEYS,
  type AlertContext,
  type DismissKey,
} from '../rules';
import { ActivationReminder } from './ActivationReminder';
import { AlertLink, CompactRow, compactAlertStyle, Text } from './parts';
import { PushAlert } from './PushAlert';

const notificationPermission = (): NotificationPermission | null =>
  typeof Notification === 'undefined' ? null : Notification.permission;

/** "a", "a en b", "a, b en c". */
function joinReasons(reasons: string[], and: string): string {
  if (reasons.length <= 1) return reasons.join('');
  return `${reasons.slice(0, -1).join(', ')} ${and} ${reasons[reasons.length - 1]}`;
}

function NotificationsAlert({ user, onClose, compact }: { user: User; onClose: () => void; compact: boolean }) {
  const { t } = useT('shell');
  if (compact) {
    return (
      <Alert variant="warning" onClose={onClose} closeLabel={t('alerts.close')} data-alert="notifications" style={compactAlertStyle}>
        <CompactRow>
          <strong>{t('alerts.notifications.title')}</strong>
          <AlertLink href="/notifications">{t('alerts.notifications.link')}</AlertLink>
        </CompactRow>
      </Alert>
    );
  }
  const reasons = user.notifications_disabled.map((kind) => t(`alerts.notifications.reasons.${kind}`));
  return (
    <Alert
      variant="warning"
      title={t('alerts.notifications.title')}
      onClose={onClose}
      closeLabel={t('alerts.close')}
      data-alert="notifications"
    >
      <Text>{t('alerts.notifications.text', { reasons: joinReasons(reasons, t('alerts.notifications.and')) })}</Text>
      <AlertLink href="/notifications">{t('alerts.notifications.link')}</AlertLink>
    </Alert>
  );
}

function PhotoAlert({ onClose, compact }: { onClose: () => void; compact: boolean }) {
  const { t } = useT('shell');
  if (compact) {
    return (
      <Alert onClose={onClose} closeLabel={t('alerts.close')} data-alert="photo" style={compactAlertStyle}>
        <CompactRow>
          <strong>{t('alerts.photo.title')}</strong>
          <AlertLink href="/profile">{t('alerts.photo.link')}</AlertLink>
        </CompactRow>
      </Alert>
    );
  }
  return (
    <Alert title={t('alerts.photo.title')} onClose={onClose} closeLabel={t('alerts.close')} data-alert="photo">
      <Text>{t('alerts.photo.text')}</Text>
      <AlertLink href="/profile">{t('alerts.photo.link')}</AlertLink>
    </Alert>
  );
}

/**
 * SPEC §4 alerts of a logged-in member, in the default layout's warnings area: activation reminder,
 * disabled e-mail notifications, missing profile photo and push notifications. One at a time, by
 * priority (rules.ts `currentAlert`), none in the signup flow. Where people come first (search, swipe
 * game, match finder) it is one line: title and action.
 */
export function Alerts({ routeName }: { routeName: string | null }) {
  const user = useSession((s) => s.user);
  const settings = useSettings();
  const push = usePushState();
  const search = useLocationSearch();
  const [closed, setClosed] = useState<ReadonlySet<DismissKey>>(
    () => new Set(Object.values(DISMISS_KEYS).filter((key) => isStoredDismissed(key))),
  );
  const dismiss = useCallback((key: DismissKey) => {
    storeDismissal(key);
    setClosed((prev) => new Set(prev).add(key));
  }, []);

  if (!user) return null;
  const ctx: AlertContext = {
    user,
    routeName,
    search,
    smartphone: isSmartphone(),
    push,
    pushPublicKey: settings?.push_public_key ?? '',
    notificationPermission: notificationPermission(),
    isDismissed: (key) => closed.has(key),
  };
  const compact = compactAlerts(routeName);
  switch (currentAlert(ctx)) {
    case 'activation':
      return <ActivationReminder as={activationReminder(ctx) ?? 'alert'} compact={compact} />;
    case 'notifications':
      return <NotificationsAlert user={user} compact={compact} onClose={() => dismiss(DISMISS_KEYS.notifications)} />;
    case 'photo':
      return <PhotoAlert compact={compact} onClose={() => dismiss(DISMISS_KEYS.photo)} />;
    case 'push':
      return <PushAlert publicKey={ctx.pushPublicKey} compact={compact} onClose={() => dismiss(DISMISS_KEYS.push)} />;
    default:
      return null;
  }
}
