import { useEffect, type RefObject } from 'react';
import { navigate } from 'shared-kernel/navigation';
import { loadUser, useSession } from 'shared-kernel/stores/session';

/**
 * A signup page is for visitors: a logged-in member goes to `target`. Not after a signup made on this
 * page (`signedUp`), which goes on to the signup steps. An unknown session is asked for (a request
 * the shell already shares at start). Returns true while redirecting.
 */
export function useRedirectWhenLoggedIn(target: string, signedUp: RefObject<boolean>): boolean {
  const status = useSession((s) => s.status);
  const redirect = status === 'authenticated' && !signedUp.current;
  useEffect(() => {
    if (status === 'unknown') loadUser().catch(() => undefined);
  }, [status]);
  useEffect(() => {
    if (redirect) navigate(target);
  }, [redirect, target]);
  return redirect;
}
