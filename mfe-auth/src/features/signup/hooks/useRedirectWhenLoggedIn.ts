import { useEffect, type RefObject } from 'react';
import { navigate } from 'shared-kernel/navigation';
import { useResolvedSession } from 'shared-kernel/hooks/useResolvedSession';

/**
 * A signup page is for visitors: a logged-in member goes to `target`. Not after a signup made on this
 * page (`signedUp`), which goes on to the signup steps. An unknown session is asked for (see
 * useResolvedSession). Returns true while redirecting.
 */
export function useRedirectWhenLoggedIn(target: string, signedUp: RefObject<boolean>): boolean {
  const { status } = useResolvedSession();
  const redirect = status === 'authenticated' && !signedUp.current;
  useEffect(() => {
    if (redirect) navigate(target);
  }, [redirect, target]);
  return redirect;
}
