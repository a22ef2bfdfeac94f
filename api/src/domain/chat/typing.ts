import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { notifyLive } from '../../db/live-notices';
import type { Viewer } from '../members/viewer';
import { conversationGone, findMembership, isPartnerVisible } from './access';

/** A member's typing signals pass on at most once per this many ms (the client sends one per CHAT_RULES.typingThrottleMs). */
export const TYPING_MIN_INTERVAL_MS = 1_000;
/** Members remembered by the typing limiter before it forgets the stale ones. */
const TYPING_LIMITER_SIZE = 10_000;

/**
 * Lets one typing signal per member through per interval: each one is a NOTIFY every API
 * process receives, so a client that sends faster only gets a 200.
 */
export class TypingLimiter {
  private readonly last = new Map<number, number>();
  constructor(
    private readonly intervalMs = TYPING_MIN_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  allow(profileId: number): boolean {
    const now = this.now();
    const previous = this.last.get(profileId);
    if (previous !== undefined && now - previous < this.intervalMs) return false;
    if (this.last.size >= TYPING_LIMITER_SIZE) {
      for (const [id, at] of this.last) if (now - at >= this.intervalMs) this.last.delete(id);
    }
    this.last.set(profileId, now);
    return true;
  }
}

/**
 * A typing signal of the viewer in a conversation of theirs (else 404): told live to the other
 * side, at most once per interval of `limiter`, and not to a side that blocked the other (or is gone).
 */
export async function signalTyping(db: Kysely<Schema>, viewer: Viewer, conversationId: number, limiter: TypingLimiter): Promise<void> {
  const membership = await findMembership(db, conversationId, viewer.profileId);
  if (!membership) throw conversationGone();
  if (limiter.allow(viewer.profileId) && (await isPartnerVisible(db, viewer.profileId, membership.otherId, true))) {
    await notifyLive(db, { type: 'typing', to: [membership.otherId], conversation_id: membership.conversationId, profile_id: viewer.profileId });
  }
}
