import type { DiscountCode } from 'shared-kernel/contract';
import { TIME_BONUS } from 'shared-kernel/stores/timeBonus';

/**
 * SPEC §4 "Active discount code: the time bonus if present, otherwise the welcome discount code"
 * (the welcome code only while it has not ended for the member).
 */
export function activeDiscountCode(timeBonusVisible: boolean, welcome: Pick<DiscountCode, 'code' | 'expired'> | null): string | null {
  if (timeBonusVisible) return TIME_BONUS.code;
  if (welcome && !welcome.expired) return welcome.code;
  return null;
}

/**
 * A path with the code as `?code=` (or without, for none: the next page may offer the welcome
 * discount). `''` keeps `?code=` empty: the member removed the discount, and the next page keeps it off.
 */
export const withCode = (path: string, code: string | null): string => (code === null ? path : `${path}?code=${encodeURIComponent(code)}`);
