import type { DELETE_REASONS as CONTRACT_DELETE_REASONS } from 'shared-kernel/contract';

/** A reason the member may give for deleting the account (the contract's list). */
export type DeleteReason = (typeof CONTRACT_DELETE_REASONS)[number];

// Copied, not imported: the contract's module holds the zod schemas, which the browser does not load.
// Keyed by every reason, so the compiler refuses a missing or unknown one; listed in this order.
const LISTED: Record<DeleteReason, true> = {
  found_someone: true,
  no_matches: true,
  too_expensive: true,
  too_many_messages: true,
  privacy: true,
  other: true,
};

/** The reasons in the order the delete dialog lists them. */
export const DELETE_REASONS = Object.keys(LISTED) as readonly DeleteReason[];
