import { useEffect } from 'react';
import { loadUser, useSession, type SessionState } from 'shared-kernel/stores/session';

/**
 * The session, asked from the server when nobody has yet (the shell loads it at start; a remote
 * running alone does not). While the answer is out the status stays 'unknown'.
 */
export function useResolvedSession(): SessionState {
  const session = useSession();
  const unknown = session.status === 'unknown';
  useEffect(() => {
    // A failure without an answer leaves the visitor anonymous (loadUser handles that).
    if (unknown) loadUser().catch(() => undefined);
  }, [unknown]);
  return session;
}
