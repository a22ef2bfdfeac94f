import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { NotificationPreference } from 'shared-kernel/contract';
import { useLoad } from 'shared-kernel/hooks/useLoad';
import { useResolvedSession } from 'shared-kernel/hooks/useResolvedSession';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { loadUser, updateUser } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { LoadError } from 'shared-kernel/ui/LoadError';
import { PageFrame } from 'shared-kernel/ui/PageFrame';
import { VisitorCta } from 'shared-kernel/ui/MemberOnly';
import { SettingSwitch, SwitchList, ToggleAnnouncement } from '../../../components/SettingSwitch';
import { useAction } from '../../../hooks/useAction';
import { useOptimisticToggles, type ToggleStatus } from '../../../hooks/useOptimisticToggles';
import {
  fetchNotificationSettings,
  updateNotificationSettings,
  type DisabledReason,
  type NotificationSettingsAnswer,
} from '../api/notifications';
import '../../../components/i18n';
import '../i18n';

type Preferences = NotificationSettingsAnswer['preferences'];

/** SPEC §3's eight preferences in two groups: contact from members, and news from us. */
const GROUPS = [
  { id: 'contact', keys: ['new_conversations', 'new_messages', 'like_received', 'unread_message_reminder'] },
  { id: 'news', keys: ['promotions', 'weekly_updates', 'news', 'reminders'] },
] as const satisfies readonly { id: string; keys: readonly NotificationPreference[] }[];

// Every preference has its place in a group: a new one in the contract fails the typecheck here.
type Grouped = (typeof GROUPS)[number]['keys'][number];
const EVERY_PREFERENCE_GROUPED: [Exclude<NotificationPreference, Grouped>] extends [never] ? true : never = true;
void EVERY_PREFERENCE_GROUPED;

/** The reasons in a fixed order, whatever order the server lists them in. */
const REASON_ORDER: readonly DisabledReason[] = ['bounce', 'spam_complaint', 'unsubscribe'];

const Intro = styled.p`
  margin: 0 0 24px;
  max-width: 60ch;
`;

const Group = styled.section`
  max-width: 720px;
  margin: 0 0 24px;
`;

const Notice = styled.div`
  max-width: 720px;
  & ul {
    margin: 8px 0;
    padding-left: 20px;
  }
  & p {
    margin: 8px 0;
  }
  & a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }
`;

const Done = styled.div`
  max-width: 720px;
  &:focus {
    outline: none;
  }
`;

const sameReasons = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r) => b.includes(r));

/** Why e-mail is off, and the button that switches it on again. */
function DisabledNotice({ reasons, onReenabled }: { reasons: DisabledReason[]; onReenabled: (answer: NotificationSettingsAnswer) => void }) {
  const { t } = useT('members');
  const action = useAction();
  const ordered = REASON_ORDER.filter((r) => reasons.includes(r));
  return (
    <Notice>
      <Alert variant="warning" title={t('notifications.disabled.title')}>
        <ul>
          {ordered.map((reason) => (
            <li key={reason}>{t(`notifications.disabled.reasons.${reason}`)}</li>
          ))}
        </ul>
        <p>{t('notifications.disabled.effect')}</p>
        {reasons.includes('bounce') && (
          <p>
            {t('notifications.disabled.checkAddress')} <AppLink href="/settings">{t('notifications.disabled.accountLink')}</AppLink>.
          </p>
        )}
        {action.error && <p role="alert">{action.error}</p>}
        <Button
          disabled={action.busy}
          aria-busy={action.busy || undefined}
          onClick={() => void action.run(() => updateNotificationSettings({ reenable_email: true }), onReenabled)}
        >
          {t('notifications.disabled.reenable')}
        </Button>
      </Alert>
    </Notice>
  );
}

/** The status as far as it concerns the switches of one group; idle for the others. */
function statusIn(status: ToggleStatus<NotificationPreference>, keys: readonly NotificationPreference[]): ToggleStatus<NotificationPreference> {
  return status.kind !== 'idle' && keys.includes(status.key) ? status : { kind: 'idle' };
}

function NotificationSettingsView({ initial }: { initial: NotificationSettingsAnswer }) {
  const { t } = useT('members');
  const groupId = useId();
  const [disabled, setDisabled] = useState<DisabledReason[]>(initial.disabled);
  const [reenabled, setReenabled] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const switches = useOptimisticToggles<NotificationPreference>(initial.preferences, (key, value) =>
    updateNotificationSettings({ preferences: { [key]: value } }).then((answer): Preferences => answer.preferences),
  );
  const labelOf = (key: NotificationPreference) => t(`notifications.preferences.${key}.label`);

  // The shell's alert reads the session user's reasons: keep them as the server has them now.
  useEffect(() => {
    updateUser((user) => (sameReasons(user.notifications_disabled, initial.disabled) ? user : { ...user, notifications_disabled: initial.disabled }));
  }, [initial.disabled]);

  // The button that had the focus is gone: the focus goes to the confirmation.
  useEffect(() => {
    if (reenabled) doneRef.current?.focus();
  }, [reenabled]);

  const onReenabled = (answer: NotificationSettingsAnswer) => {
    setDisabled(answer.disabled);
    setReenabled(answer.disabled.length === 0);
    updateUser((user) => ({ ...user, notifications_disabled: answer.disabled }));
    // And the whole user from the server, for everything else that may have changed with it.
    loadUser().catch(() => undefined);
  };

  return (
    <>
      {disabled.length > 0 && <DisabledNotice reasons={disabled} onReenabled={onReenabled} />}
      {reenabled && (
        <Done ref={doneRef} tabIndex={-1}>
          <Alert variant="success">{t('notifications.disabled.reenabled')}</Alert>
        </Done>
      )}
      {GROUPS.map((group) => (
        <Group key={group.id} aria-labelledby={`${groupId}-${group.id}`}>
          <h2 id={`${groupId}-${group.id}`}>{t(`notifications.groups.${group.id}`)}</h2>
          <SwitchList>
            {group.keys.map((key) => (
              <li key={key}>
                <SettingSwitch
                  label={labelOf(key)}
                  description={t(`notifications.preferences.${key}.description`)}
                  checked={switches.values[key]}
                  onChange={(value) => switches.toggle(key, value)}
                />
              </li>
            ))}
          </SwitchList>
          <ToggleAnnouncement status={statusIn(switches.status, group.keys)} labelOf={labelOf} />
        </Group>
      ))}
    </>
  );
}

function NotificationSettings() {
  const { t } = useT('members');
  const { state, retry } = useLoad(true, fetchNotificationSettings);
  if (state.status === 'loading') return <Spinner label={t('notifications.loading')} />;
  if (state.status === 'failed') return <LoadError error={state.error} onRetry={retry} />;
  return <NotificationSettingsView initial={state.data} />;
}

/**
 * /notifications ("Instellingen" in the account menu): the eight notification preferences of SPEC
 * §3 as switches that save themselves, and, when e-mail is off, why and the way to switch it on.
 */
export default function NotificationsPage() {
  const { t } = useT('members');
  const { status } = useResolvedSession();
  return (
    <PageFrame>
      <h1>{t('notifications.heading')}</h1>
      <Intro>{t('notifications.intro')}</Intro>
      {status === 'unknown' && <Spinner label={t('common.loading')} />}
      {status === 'anonymous' && <VisitorCta text={t('notifications.visitor')} returnPath="/notifications" signup={{ source: 'notifications' }} />}
      {status === 'authenticated' && <NotificationSettings />}
    </PageFrame>
  );
}
