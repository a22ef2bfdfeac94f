import { useEffect, useState } from 'react';
import type { DiscountCode } from 'shared-kernel/contract';
import { useSession } from 'shared-kernel/stores/session';
import { fetchWelcomeCode } from '../api/payments';

/**
 * The welcome code per member, asked once per page (SPEC §7: its errors are ignored). The welcome
 * discount is for a first purchase only: a premium member (paid_user: has bought before) is never
 * asked about it (the API would refuse it with a 422); for them there is none.
 */
const welcomeCodes = new Map<string, Promise<DiscountCode | null>>();

function welcomeCodeOf(member: string): Promise<DiscountCode | null> {
  let promise = welcomeCodes.get(member);
  if (!promise) {
    promise = fetchWelcomeCode().then(
      (answer) => answer.discountcode,
      () => null,
    );
    welcomeCodes.set(member, promise);
  }
  return promise;
}

/** The member's welcome discount code: null when there is none (no member, a premium member), undefined while it loads. */
export function useWelcomeCodeState(): DiscountCode | null | undefined {
  const member = useSession((s) => (s.status === 'authenticated' && s.user && !s.user.paid_user ? String(s.user.id) : null));
  const [welcome, setWelcome] = useState<{ member: string; code: DiscountCode | null } | null>(null);
  useEffect(() => {
    if (member === null) return;
    let active = true;
    void welcomeCodeOf(member).then((code) => active && setWelcome({ member, code }));
    return () => {
      active = false;
    };
  }, [member]);
  if (member === null) return null;
  return welcome !== null && welcome.member === member ? welcome.code : undefined;
}

/** The member's welcome discount code, or null (none, ended, or not loaded). */
export function useWelcomeCode(): DiscountCode | null {
  return useWelcomeCodeState() ?? null;
}
