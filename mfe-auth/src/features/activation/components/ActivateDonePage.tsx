import { useEffect, useId } from 'react';
import { useT } from 'shared-kernel/i18n';
import { AppLink } from 'shared-kernel/navigation';
import { useLocation, useNavigate, useSearchParams } from 'shared-kernel/router';
import { loadUser, sessionStore } from 'shared-kernel/stores/session';
import { Alert } from 'shared-kernel/ui/Alert';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { AuthCard, LinkRow } from '../../../components/AuthCard';
import { useRunOnce } from '../../../hooks/useRunOnce';
import { activate } from '../api/activation';
import '../i18n';

export const ACTIVATE_ERROR_PATH = '/activate/error';
const ACTIVATE_DONE_PATH = '/activate/done';

/** The history entry's state once its link was spent: the address no longer carries the token. */
interface ActivatedState {
  activated: true;
}
const isActivated = (state: unknown): state is ActivatedState =>
  typeof state === 'object' && state !== null && (state as Partial<ActivatedState>).activated === true;

async function activateAndRefresh(token: string): Promise<void> {
  await activate(token);
  // A logged-in member's status changes from not_confirmed to confirmed: fetch the user again.
  if (sessionStore.get().status !== 'anonymous') await loadUser().catch(() => undefined);
}

/**
 * /activate/done?token=: spends the activation link once; a failure goes on to /activate/error. Once
 * spent, the address becomes /activate/done (same history entry): the token does not stay in the
 * address bar, the history or a shared screenshot; the entry remembers that it succeeded.
 */
export default function ActivateDonePage() {
  const { t } = useT('auth');
  const headingId = useId();
  const [params] = useSearchParams();
  const location = useLocation();
  const routerNavigate = useNavigate();
  const activated = isActivated(location.state);
  const token = activated ? null : params.get('token')?.trim() || null;
  const result = useRunOnce(token, activateAndRefresh);
  const failed = !activated && (!token || result.status === 'failed');
  const spent = !activated && result.status === 'done';

  useEffect(() => {
    if (failed) void routerNavigate(ACTIVATE_ERROR_PATH, { replace: true });
  }, [failed, routerNavigate]);

  useEffect(() => {
    const state: ActivatedState = { activated: true };
    if (spent) void routerNavigate(ACTIVATE_DONE_PATH, { replace: true, state });
  }, [spent, routerNavigate]);

  if (failed) return null;
  return (
    <AuthCard aria-labelledby={headingId}>
      <h1 id={headingId}>{t('activation.done.heading')}</h1>
      {!activated && result.status === 'pending' ? (
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
