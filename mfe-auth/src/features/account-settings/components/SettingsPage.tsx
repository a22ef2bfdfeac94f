import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { Navigate, useNavigate } from 'shared-kernel/router';
import { logoutLocally } from 'shared-kernel/stores/session';
import { buttonStyles, type ButtonStyleProps } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { AuthCard } from '../../../components/AuthCard';
import { dataExportUrl } from '../api/account';
import { useLoginRequirement } from '../hooks/useLoginRequirement';
import DeleteAccountSection from './DeleteAccountSection';
import MailChangeSection from './MailChangeSection';
import SettingsSection from './SettingsSection';
import '../i18n';

export const ACCOUNT_DELETED_PATH = '/account-deleted';
const EXPORT_FILE_NAME = 'hartklop-gegevens.json';

const DownloadLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** /settings: e-mail address, notification settings, data export and account deletion (login required). */
export default function SettingsPage() {
  const { t } = useT('auth');
  const headingId = useId();
  const login = useLoginRequirement();
  const routerNavigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const onDeleted = useCallback(() => {
    // First mark the way out, so the logout below does not send this page to the login page.
    setLeaving(true);
    logoutLocally();
    void routerNavigate(ACCOUNT_DELETED_PATH);
  }, [routerNavigate]);

  if (leaving) return <Spinner label={t('settings.leaving')} />;
  if (login.status === 'pending') return <Spinner label={t('settings.loading')} />;
  if (login.status === 'anonymous') return <Navigate to={login.loginPath} replace />;

  return (
    <AuthCard $wide aria-labelledby={headingId}>
      <h1 id={headingId}>{t('settings.heading')}</h1>
      <MailChangeSection />
      <SettingsSection title={t('settings.notifications.heading')}>
        <p>{t('settings.notifications.intro')}</p>
        <AppLink href="/notifications">{t('settings.notifications.link')}</AppLink>
      </SettingsSection>
      <SettingsSection title={t('settings.export.heading')}>
        <p>{t('settings.export.intro')}</p>
        <DownloadLink href={dataExportUrl()} download={EXPORT_FILE_NAME} $variant="outline">
          {t('settings.export.link')}
        </DownloadLink>
      </SettingsSection>
      <DeleteAccountSection onDeleted={onDeleted} />
    </AuthCard>
  );
}
