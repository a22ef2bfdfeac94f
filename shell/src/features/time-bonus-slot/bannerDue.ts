import type { User } from 'shared-kernel/contract';
import { TIME_BONUS } from 'shared-kernel/contract/constants';

/** SPEC §4: the local timestamp payments' time-bonus modal stores when a member closes it. */
export const TIME_BONUS_MODAL_KEY = 'hide-time-bonus-modal';

/**
 * The height of payments' time-bonus banner (its `./timeBonusBanner` parcel): one 44 px line, 32 px
 * on a wide screen with a mouse. The shell keeps this room below the navigation while the parcel
 * loads (issue 29: the banner arriving after the page pushed it down, CLS 0.05 on its own).
 */
export const BANNER_HEIGHT = { px: 44, wideMousePx: 32, wideMouseQuery: '(min-width: 992px) and (pointer: fine)' } as const;

function modalDismissed(): boolean {
  try {
    return Boolean(localStorage.getItem(TIME_BONUS_MODAL_KEY));
  } catch {
    return false;
  }
}

/**
 * Whether payments' banner shows as soon as it has loaded, from what the shell knows before it has:
 * the session's user and the modal's dismissal. SPEC §9: a time bonus exists for a member who is not
 * paid and signed up under 4 hours ago; issue 27: a member with 0 credits who has not closed the modal
 * gets the modal first (the banner comes later, after a tap that closes it).
 */
export function timeBonusBannerDue(
  user: Pick<User, 'paid_user' | 'signup_date' | 'credits'> | null,
  nowMs: number,
  dismissed: boolean = modalDismissed(),
): boolean {
  if (!user || user.paid_user) return false;
  const signup = Date.parse(user.signup_date);
  if (!Number.isFinite(signup)) return false;
  const left = signup + TIME_BONUS.durationSeconds * 1000 - nowMs;
  if (!(left > 0)) return false;
  return !(user.credits === 0 && !dismissed);
}
