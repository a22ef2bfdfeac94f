import { useEffect, useState } from 'react';
import type { Gender } from 'shared-kernel/contract/profile-attributes';
import { useSession } from 'shared-kernel/stores/session';
import { fetchOwnGender } from '../api/search';
import { soughtGender } from '../utils/soughtGender';

/**
 * The gender the search uses when the filter names none: the one the logged-in member seeks, or
 * null (both, a visitor, or while unknown). A failed look-up leaves it null.
 */
export function useSoughtGender(): Gender | null {
  const memberId = useSession((s) => (s.status === 'authenticated' ? (s.user?.profile.id ?? null) : null));
  const [found, setFound] = useState<{ id: number; gender: Gender | null } | null>(null);
  useEffect(() => {
    if (memberId === null) return undefined;
    let live = true;
    fetchOwnGender().then(
      (own) => {
        if (live) setFound({ id: memberId, gender: soughtGender(own.gender, own.sexuality) });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [memberId]);
  return found !== null && found.id === memberId ? found.gender : null;
}
