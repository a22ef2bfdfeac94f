import { useEffect } from 'react';
import { navigate } from 'shared-kernel/navigation';
import { loadUser, useSession, type SessionStatus } from 'shared-kernel/stores/session';

/**
 * A page for logged-in members: an anonymous visitor goes to log in and comes back to `returnPath`.
 * While the session is unknown it is asked for (the shell already does at start and the request is
 * shared; a remote running alone does not) and nothing else happens. Returns the session status.
 */
export function useRequireLogin(returnPath: string): SessionStatus {
  const status = useSession((s) => s.status);
  useEffect(() => {
    // Without an answer loadUser leaves the visitor anonymous.
    if (status === 'unknown') loadUser().catch(() => undefined);
    if (status === 'anonymous') navigate(`/login?redirect=${returnPath}`);
  }, [status, returnPath]);
  return status;
}
