import { useId } from 'react';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { AuthCard, LinkRow } from '../../../components/AuthCard';
import { useResolvedSession } from 'shared-kernel/hooks/useResolvedSession';
import { useSubmission } from '../../../hooks/useSubmission';
import { sendActivationMail } from '../api/activation';
import '../i18n';

function ResendActivationMail() {
  const { t } = useT('auth');
  const { state, submitting, submit } = useSubmission<void>();
  if (state.status === 'succeeded') return <Alert variant="success">{t('activation.error.sent')}</Alert>;
  return (
    <>
      {state.status === 'failed' && <Alert variant="danger">{state.message}</Alert>}
      <Button onClick={() => void submit(sendActivationMail)} disabled={submitting} aria-busy={submitting || undefined}>
        {submitting && <Spinner size={18} block={false} label={t('common.busy')} />}
        {t('activation.error.resend')}
      </Button>
    </>
  );
}

/** /activate/error: the link did not work; a logged-in member who is not confirmed yet can ask for a new one. */
export default function ActivateErrorPage() {
  const { t } = useT('auth');
  const headingId = useId();
  const { status, user } = useResolvedSession();

  let action = null;
  if (status === 'anonymous') {
    action = (
      <LinkRow>
        <span>
          {t('activation.error.loginFirst')}{' '}
          <AppLink href={`/login?redirect=${encodeURIComponent('/activate/error')}`}>{t('activation.error.login')}</AppLink>
        </span>
      </LinkRow>
    );
  } else if (user?.status === 'not_confirmed') {
    action = <ResendActivationMail />;
  } else if (user) {
    action = (
      <>
        <Alert variant="info">{t('activation.error.alreadyActive')}</Alert>
        <LinkRow>
          <AppLink href="/members">{t('activation.error.toMembers')}</AppLink>
        </LinkRow>
      </>
    );
  }

  return (
    <AuthCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t('activation.error.heading')}</h1>
      <p>{t('activation.error.text')}</p>
      {action}
    </AuthCard>
  );
}
