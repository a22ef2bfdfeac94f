import { useEffect } from 'react';
import { navigate } from 'shared-kernel/navigation';
import { useSession } from 'shared-kernel/stores/session';

export const MEMBERS_PATH = '/members';
const HOME_PATH = '/';

/**
 * The home page is for visitors: a logged-in member goes to the member search. Returns true while
 * redirecting. Only while the home page is still the current page: a signup in the shell's modal
 * logs the visitor in and moves on to /complete-signup in the same tick, before this page unmounts.
 */
export function useRedirectMembers(): boolean {
  const authenticated = useSession((s) => s.status === 'authenticated');
  useEffect(() => {
    if (authenticated && window.location.pathname === HOME_PATH) navigate(MEMBERS_PATH);
  }, [authenticated]);
  return authenticated;
}
