import type { Settings } from 'shared-kernel/contract';

export interface StartCredits {
  /** settings.signup_credits: what signup put on the account. */
  credits: number;
  /** How many messages (settings.message_credits each) they pay for. */
  messages: number;
}

/**
 * What a new member's starting credits pay for (issue 27: no wall after the first message without
 * warning), or null when there is nothing to say: no starting credits, or messages cost nothing.
 */
export function startCreditsOf(settings: Pick<Settings, 'signup_credits' | 'message_credits'>): StartCredits | null {
  const { signup_credits: credits, message_credits: cost } = settings;
  if (credits <= 0 || cost <= 0) return null;
  return { credits, messages: Math.floor(credits / cost) };
}
