/**
 * Moderation and notice-and-action decisions (issue 18, EU Digital Services Act art. 17 and 20): the
 * reasons a moderator can give and the decisions a statement of reasons names, without zod. Their
 * texts are each side's: the statement's in the API's catalog (`statements.*`), the back office's
 * labels in mfe-backoffice's (`reasons.*`).
 */
import type { EndpointRef } from 'shared-kernel/contract/constants';

/** Why a photo or a profile text is rejected, or why an account is restricted. */
export const MODERATION_REASONS = [
  'nudity',
  'not_own_photo',
  'no_person',
  'contact_details',
  'offensive',
  'minor',
  'harassment',
  'scam',
  'fake_profile',
  'illegal_content',
  'copyright',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];

/** Reasons a moderator may give when rejecting a photo or a profile text. */
export const CONTENT_REASONS: readonly ModerationReason[] = ['nudity', 'not_own_photo', 'no_person', 'contact_details', 'offensive', 'minor', 'copyright'];

/** What we did, as the statement names it (its label is `statements.decisions.<decision>` of the API's catalog). */
export const STATEMENT_DECISIONS = ['content_removed', 'account_suspended', 'account_banned'] as const;
export type StatementDecision = (typeof STATEMENT_DECISIONS)[number];

export const APPEAL_LIMITS = { explanationMin: 10, explanationMax: 2000 } as const;

/** A member may appeal within 6 months of the decision (DSA art. 20(1)). */
export const APPEAL_PERIOD_DAYS = 183;

export function appealExplanationError(value: string): string | null {
  const length = value.trim().length;
  if (length < APPEAL_LIMITS.explanationMin) return 'moderation.appealTooShort';
  if (length > APPEAL_LIMITS.explanationMax) return 'moderation.appealTooLong';
  return null;
}

/**
 * The member-facing endpoints of moderation, kept here rather than in `constants` (the first load of
 * every page): only the own profile page needs them.
 */
export const MODERATION_ENDPOINTS = {
  ownStatements: { method: 'GET', path: '/api/decisions.php' } as EndpointRef<'ownStatements'>,
  appeal: { method: 'POST', path: '/api/appeal.php' } as EndpointRef<'appeal'>,
};
