import { useEffect } from 'react';
import { navigate } from 'shared-kernel/navigation';
import { useSession } from 'shared-kernel/stores/session';

export const MEMBERS_PATH = '/members';

/** The home page is for visitors: a logged-in member goes to the member search. Returns true while redirecting. */
export function useRedirectMembers(): boolean {
  const authenticated = useSession((s) => s.status === 'authenticated');
  useEffect(() => {
    if (authenticated) navigate(MEMBERS_PATH);
  }, [authenticated]);
  return authenticated;
}
