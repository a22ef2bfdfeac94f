import { useEffect, useId } from 'react';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useNavigate, useSearchParams } from 'shared-kernel/router';
import { loadUser, sessionStore } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { AuthCard, LinkRow } from '../../../components/AuthCard';
import { useRunOnce } from '../../../hooks/useRunOnce';
import { activate } from '../api/activation';
import '../i18n';

export const ACTIVATE_ERROR_PATH = '/activate/error';

async function activateAndRefresh(token: string): Promise<void> {
  await activate(token);
  // A logged-in member's status changes from not_confirmed to confirmed: fetch the user again.
  if (sessionStore.get().status !== 'anonymous') await loadUser().catch(() => undefined);
}

/** /activate/done?token=: spends the activation link once; a failure goes on to /activate/error. */
export default function ActivateDonePage() {
  const { t } = useT('auth');
  const headingId = useId();
  const [params] = useSearchParams();
  const routerNavigate = useNavigate();
  const token = params.get('token')?.trim() || null;
  const result = useRunOnce(token, activateAndRefresh);
  const failed = !token || result.status === 'failed';

  useEffect(() => {
    if (failed) void routerNavigate(ACTIVATE_ERROR_PATH, { replace: true });
  }, [failed, routerNavigate]);

  if (failed) return null;
  return (
    <AuthCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t('activation.done.heading')}</h1>
      {result.status === 'pending' ? (
        <Spinner label={t('activation.done.activating')} />
      ) : (
        <>
          <Alert variant="success" title={t('activation.done.success')}>
            {t('activation.done.text')}
          </Alert>
          <LinkRow>
            <AppLink href="/members">{t('activation.done.toMembers')}</AppLink>
          </LinkRow>
        </>
      )}
    </AuthCard>
  );
}
