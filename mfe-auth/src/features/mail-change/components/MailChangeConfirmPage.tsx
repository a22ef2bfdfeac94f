import { useId } from 'react';
import { ACCOUNT_CODES } from 'shared-kernel/contract/account-rules';
import { authRuleText } from '../../../components/i18n';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useSearchParams } from 'shared-kernel/router';
import { loadUser, sessionStore, useSession } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { AuthCard, LinkRow } from '../../../components/AuthCard';
import { useRunOnce } from '../../../hooks/useRunOnce';
import { serverMessage } from 'shared-kernel/utils/apiError';
import { confirmMailChange } from '../api/mailChange';
import '../i18n';

async function confirmAndRefresh(token: string): Promise<string> {
  const email = await confirmMailChange(token);
  if (sessionStore.get().status !== 'anonymous') await loadUser().catch(() => undefined);
  return email;
}

/** /mail-change/do?token=: confirms the new e-mail address once. */
export default function MailChangeConfirmPage() {
  const { t } = useT('auth');
  const headingId = useId();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const result = useRunOnce(token, confirmAndRefresh);
  const authenticated = useSession((s) => s.status === 'authenticated');
  const onward = authenticated ? (
    <AppLink href="/settings">{t('mailChange.toSettings')}</AppLink>
  ) : (
    <AppLink href="/login">{t('mailChange.toLogin')}</AppLink>
  );

  let body;
  if (!token || result.status === 'failed') {
    const message = result.status === 'failed' ? serverMessage(result.error) : null;
    body = (
      <>
        <Alert variant="danger">{message ?? (token ? t('common.errors.generic') : authRuleText(ACCOUNT_CODES.linkInvalid))}</Alert>
        <p>{t('mailChange.requestNew')}</p>
        <LinkRow>{onward}</LinkRow>
      </>
    );
  } else if (result.status === 'pending') {
    body = <Spinner label={t('mailChange.confirming')} />;
  } else {
    body = (
      <>
        <Alert variant="success" title={t('mailChange.success', { email: result.result })}>
          {t('mailChange.loginHint')}
        </Alert>
        <LinkRow>{onward}</LinkRow>
      </>
    );
  }

  return (
    <AuthCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t('mailChange.heading')}</h1>
      {body}
    </AuthCard>
  );
}
