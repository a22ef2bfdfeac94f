import { useEffect } from 'react';
import { navigate } from 'shared-kernel/navigation';
import type { SessionStatus } from 'shared-kernel/stores/session';
import { useResolvedSession } from 'shared-kernel/hooks/useResolvedSession';

/** `/login?redirect=/settings`: the login page that leads back to `path` (slashes kept readable). */
export const loginPathFor = (path: string): string =>
  `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;

/**
 * A page for logged-in members: an anonymous visitor goes to log in and comes back to `returnPath`.
 * While the session is unknown it is asked for (see useResolvedSession) and nothing else happens.
 * Returns the session status.
 */
export function useRequireLogin(returnPath: string): SessionStatus {
  const { status } = useResolvedSession();
  useEffect(() => {
    if (status === 'anonymous') navigate(loginPathFor(returnPath));
  }, [status, returnPath]);
  return status;
}
