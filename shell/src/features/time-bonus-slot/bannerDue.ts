import type { User } from 'shared-kernel/contract';
import { TIME_BONUS, timeBonusModalFirst, timeBonusSecondsLeft } from 'shared-kernel/contract/constants';

/** SPEC §4: the local timestamp payments' time-bonus modal stores when a member closes it. */
export const TIME_BONUS_MODAL_KEY = TIME_BONUS.modalDismissKey;

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
 * Whether payments' banner shows as soon as it has loaded, from what the shell knows before it has
 * (the session's user and the modal's dismissal), by the contract's rules that payments follows:
 * a time bonus left, and not the modal first.
 */
export function timeBonusBannerDue(
  user: Pick<User, 'paid_user' | 'signup_date' | 'credits'> | null,
  nowMs: number,
  dismissed: boolean = modalDismissed(),
): boolean {
  return timeBonusSecondsLeft(user, nowMs) > 0 && !timeBonusModalFirst(user?.credits, dismissed);
}
