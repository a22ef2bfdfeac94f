import type { User } from 'shared-kernel/contract';
import { useLocation } from 'shared-kernel/router';
import { useResolvedSession } from '../../../hooks/useResolvedSession';

export type LoginRequirement =
  | { status: 'pending' }
  | { status: 'anonymous'; loginPath: string }
  | { status: 'authenticated'; user: User };

/** `/login?redirect=/settings`: the login page that leads back to `path` (slashes kept readable). */
export const loginPathFor = (path: string): string =>
  `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;

/** For a page that needs a logged-in member: waits while the session is unknown, else says where to log in. */
export function useRequireLogin(): LoginRequirement {
  const { status, user } = useResolvedSession();
  const { pathname, search } = useLocation();
  if (status === 'unknown') return { status: 'pending' };
  if (status === 'anonymous' || !user) return { status: 'anonymous', loginPath: loginPathFor(`${pathname}${search}`) };
  return { status: 'authenticated', user };
}
