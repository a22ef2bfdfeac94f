import { useCallback, useEffect, useState } from 'react';
import type { LikeType, ProfileCard } from 'shared-kernel/contract';
import { useChatState, type ChatState } from 'shared-kernel/stores/chat';
import { loadLikes } from 'shared-kernel/stores/likes';

/** The tabs of /likes, in order; the first is the default (SPEC §2 likes-type). */
export const LIKE_TABS: readonly LikeType[] = ['received', 'given', 'matches'];

export const isLikeType = (value: string): value is LikeType => (LIKE_TABS as readonly string[]).includes(value);

export interface LikeItem {
  profile: ProfileCard;
  /** A received like the member has not seen yet (like_new). */
  isNew: boolean;
}

export type LikesView =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; state: ChatState };

/** The profile cards GET /api/likes.php gave (the kernel store keeps them as they came). */
export const likeProfiles = (state: ChatState): ProfileCard[] => state.likes as ProfileCard[];

/** The profiles of one tab, in the server's order; profiles the answer lacks are left out. */
export function likesOfType(state: ChatState, type: LikeType): LikeItem[] {
  const byId = new Map(likeProfiles(state).map((p) => [p.id, p]));
  const fresh = new Set(state.liked_by.filter((l) => l.like_new).map((l) => l.id));
  const ids = type === 'received' ? state.liked_by.map((l) => l.id) : type === 'given' ? state.likes_given : state.matches;
  return ids.flatMap((id) => {
    const profile = byId.get(id);
    return profile ? [{ profile, isNew: fresh.has(id) }] : [];
  });
}

/**
 * The member's likes from the kernel chat store. Every mount asks the server again; the page only
 * waits (spinner) until the first answer of the session, later reloads happen in the background.
 */
export function useLikes(enabled: boolean): LikesView {
  const state = useChatState();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    setError(null);
    loadLikes().catch((failure: unknown) => {
      if (active) setError(failure);
    });
    return () => {
      active = false;
    };
  }, [enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.likesLoaded) return { status: 'ready', state };
  if (error !== null) return { status: 'failed', error, retry };
  return { status: 'loading' };
}
