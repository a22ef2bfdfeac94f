import { useId } from 'react';
import { DELETION_GRACE_DAYS } from 'shared-kernel/contract/account-rules';
import type { User } from 'shared-kernel/contract';
import { useT } from 'shared-kernel/i18n';
import { navigate } from 'shared-kernel/navigation';
import { useSearchParams } from 'shared-kernel/router';
import { setUser } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { Button } from 'shared-kernel/ui/Button';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { AuthCard } from '../../../components/AuthCard';
import { useSubmission } from '../../../hooks/useSubmission';
import { reactivate } from '../api/reactivation';
import ReactivationMailForm from './ReactivationMailForm';
import '../i18n';

export const MEMBERS_PATH = '/members';

/**
 * /account-deleted: the account is deleted and will be erased after the grace period. With the
 * ?token= of the reactivation mail one button brings it back; otherwise (or when that token is
 * refused) a new reactivation mail can be requested.
 */
export default function AccountDeletedPage() {
  const { t } = useT('auth');
  const headingId = useId();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const { state, submitting, submit } = useSubmission<User>();

  const onReactivate = () =>
    void submit(async () => {
      const user = await reactivate(token ?? '');
      setUser(user);
      navigate(MEMBERS_PATH);
      return user;
    });

  const offerButton = token !== null && state.status !== 'failed';
  return (
    <AuthCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t('accountDeleted.heading')}</h1>
      <p>{t('accountDeleted.notice')}</p>
      <p>{t('accountDeleted.erasure', { days: DELETION_GRACE_DAYS })}</p>
      {offerButton ? (
        <>
          <p>{t('accountDeleted.reactivateIntro')}</p>
          <Button size="lg" onClick={onReactivate} disabled={submitting || state.status === 'succeeded'} aria-busy={submitting || undefined}>
            {submitting && <Spinner size={18} block={false} label={t('common.busy')} />}
            {t('accountDeleted.reactivate')}
          </Button>
        </>
      ) : (
        <>
          {state.status === 'failed' && <Alert variant="danger">{state.message}</Alert>}
          <ReactivationMailForm initialEmail={params.get('email') ?? ''} />
        </>
      )}
    </AuthCard>
  );
}
