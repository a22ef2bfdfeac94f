import { bus } from 'shared-kernel/bus';
import { sessionStore } from 'shared-kernel/stores/session';
import { navigate } from './navigate';

/**
 * Below the theme's `sm` breakpoint (576 px) a visitor is on a smartphone. Kept as a number here so
 * the navigation module does not pull in the theme; a test keeps it equal to theme.breakpoints.sm.
 */
export const SMARTPHONE_MAX_WIDTH = 576;
export const SMARTPHONE_QUERY = `(max-width: ${SMARTPHONE_MAX_WIDTH - 0.02}px)`;

/** A viewport narrower than the smartphone breakpoint (false where matchMedia is unavailable). */
export function isSmartphone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(SMARTPHONE_QUERY).matches;
}

export interface SignupRequest {
  /** Where the request came from (e.g. 'home'), for the signup form and statistics. */
  source?: string;
  /** Signing up from this member's page: the first message goes to them. */
  profileId?: number;
}

/**
 * SPEC §2 signup action. Logged in: the members area. Smartphone: the signup page (the member's signup
 * page when a profile is given). Otherwise the shell opens its signup modal on `signup/requested`.
 */
export function requestSignup({ source, profileId }: SignupRequest = {}): void {
  if (sessionStore.get().status === 'authenticated') {
    navigate('/members');
    return;
  }
  if (isSmartphone()) {
    navigate(profileId !== undefined ? `/members/${profileId}/signup` : '/signup');
    return;
  }
  bus.emit({
    type: 'signup/requested',
    ...(source !== undefined ? { source } : {}),
    ...(profileId !== undefined ? { profileId } : {}),
  });
}
