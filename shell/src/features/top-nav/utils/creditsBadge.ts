/** SPEC §9: the credits badge appears at 10 credits or fewer. */
export const LOW_CREDITS_THRESHOLD = 10;

export type CreditsBadge = { variant: 'warning' | 'danger' };

/** SPEC §2: no badge above 10 credits; warning colour for 1..10; danger colour at 0. */
export function creditsBadge(credits: number): CreditsBadge | null {
  if (Number.isNaN(credits) || credits > LOW_CREDITS_THRESHOLD) return null;
  return credits > 0 ? { variant: 'warning' } : { variant: 'danger' };
}
