import type { User } from 'shared-kernel/contract';
import { useLocation } from 'shared-kernel/router';
import { loginPathFor } from '../../../hooks/useRequireLogin';
import { useResolvedSession } from 'shared-kernel/hooks/useResolvedSession';

export type LoginRequirement =
  | { status: 'pending' }
  | { status: 'anonymous'; loginPath: string }
  | { status: 'authenticated'; user: User };

/** For a page that needs a logged-in member: waits while the session is unknown, else says where to log in. */
export function useLoginRequirement(): LoginRequirement {
  const { status, user } = useResolvedSession();
  const { pathname, search } = useLocation();
  if (status === 'unknown') return { status: 'pending' };
  if (status === 'anonymous' || !user) return { status: 'anonymous', loginPath: loginPathFor(`${pathname}${search}`) };
  return { status: 'authenticated', user };
}
