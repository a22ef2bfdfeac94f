import { useEffect, useState } from 'react';
import type { DiscountCode } from 'shared-kernel/contract';
import { useSession } from 'shared-kernel/stores/session';
import { fetchWelcomeCode } from '../api/payments';

/**
 * The welcome code per member and premium state, asked once per page (SPEC §7: its errors are
 * ignored). Asked again after a first purchase, when the server no longer offers it.
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

/** The member's welcome discount code: null when there is none (or no member), undefined while it loads. */
export function useWelcomeCodeState(): DiscountCode | null | undefined {
  const member = useSession((s) => (s.status === 'authenticated' && s.user ? `${s.user.id}:${s.user.paid_user}` : null));
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
