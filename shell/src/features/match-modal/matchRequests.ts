import { useCallback, useEffect, useState } from 'react';
import { bus, type MatchProfile } from 'shared-kernel/bus';

/**
 * SPEC §2 match (new like) modal and like modal: when the shell shows the modal. Kept apart from
 * the modal itself so that its chunk is only loaded once a modal is asked for.
 */

/** Where the modal's button and photo lead: a match starts a conversation, the like modal opens the profile. */
export type MatchTarget = 'chat' | 'profile';

export interface OpenMatchRequest {
  /** Counts requests on this page: a new request mounts a fresh modal. */
  id: number;
  /** Without a profile the modal asks GET /api/auto-like.php for one. */
  profile?: MatchProfile;
  buttonLabel?: string;
  target: MatchTarget;
}

/** Query parameter of the like modal: the seconds to wait before it opens. */
export const LIKE_MODAL_PARAM = 't';
/** Longest wait honoured (an hour); larger values are ignored. */
export const MAX_LIKE_MODAL_DELAY_S = 3600;

/** The like modal's delay in seconds from a location.search, or null when there is none (or it is invalid). */
export function likeModalDelay(search: string): number | null {
  const value = new URLSearchParams(search).get(LIKE_MODAL_PARAM);
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const seconds = Number(value);
  return seconds <= MAX_LIKE_MODAL_DELAY_S ? seconds : null;
}

/** Removes the like modal's parameter from the address bar without a navigation. */
export function removeLikeModalParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LIKE_MODAL_PARAM)) return;
  url.searchParams.delete(LIKE_MODAL_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

let nextId = 1;

export interface MatchModalOptions {
  /** `match/show` on the bus opens the modal (a logged-in member). */
  matches: boolean;
  /** `?t=` opens the like modal (a logged-in member on a default-layout page). */
  likeModal: boolean;
  /** The current location.search. */
  search: string;
}

/**
 * The match modal to show: from `match/show` on the bus, or the like modal `t` seconds after a page
 * with `?t=` (the parameter is then removed). While one is open further requests are ignored.
 */
export function useMatchModal({ matches, likeModal, search }: MatchModalOptions): {
  request: OpenMatchRequest | null;
  close: () => void;
} {
  const [request, setRequest] = useState<OpenMatchRequest | null>(null);

  useEffect(() => {
    if (!matches) {
      setRequest(null);
      return undefined;
    }
    const sub = bus.on('match/show').subscribe(({ profile, buttonLabel }) =>
      setRequest(
        (open) =>
          open ?? {
            id: nextId++,
            target: 'chat',
            ...(profile ? { profile } : {}),
            ...(buttonLabel !== undefined ? { buttonLabel } : {}),
          },
      ),
    );
    return () => sub.unsubscribe();
  }, [matches]);

  const delay = likeModal ? likeModalDelay(search) : null;
  useEffect(() => {
    if (delay === null) return undefined;
    const timer = setTimeout(() => {
      removeLikeModalParam();
      setRequest((open) => open ?? { id: nextId++, target: 'profile' });
    }, delay * 1000);
    return () => clearTimeout(timer);
    // A new page (search) starts its own wait.
  }, [delay, search]);

  const close = useCallback(() => setRequest(null), []);
  return { request, close };
}
