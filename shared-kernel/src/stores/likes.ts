import type { Api, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import { http } from 'shared-kernel/http';
import { chatStore } from 'shared-kernel/stores/chat';
import { latestLoad } from 'shared-kernel/stores/latestLoad';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import { cdnUrl } from 'shared-kernel/utils/cdnUrl';

// The likes loader lives apart from the chat state it fills, so that pages without likes (a
// visitor's first visit of `/`) do not download it.

export type LikesAnswer = ResponseOf<Api['likes']>;

/** GET /api/likes.php, the newest request's answer applied (see latestLoad). */
const likesLoad = latestLoad(
  () => http.call(ENDPOINTS.likes),
  (answer: LikesAnswer) => {
    chatStore.update((s) => ({
      ...s,
      likes: answer.profiles,
      liked_by: answer.liked_by,
      likes_given: answer.likes,
      matches: answer.matches,
      likesLoaded: true,
    }));
    announceNewMatch(answer);
  },
);

/**
 * GET /api/likes.php: stores the profiles as `likes`, `liked_by` (whose like_new entries give
 * totalNewLikes), the given likes and the matches. Every call asks the server again (a reload),
 * also while an earlier reload is on its way: that answer may predate the like that made the
 * caller ask, so only the newest answer is applied and every caller gets it. SPEC §7 "same
 * progress rule" as the chats: the progress indicator (bus `loading/start` / `loading/done`)
 * shows only on the first load.
 */
export function loadLikes(): Promise<LikesAnswer> {
  const first = !chatStore.get().likesLoaded && !likesLoad.busy();
  const p = likesLoad();
  if (first) {
    bus.emit({ type: 'loading/start' });
    const done = () => bus.emit({ type: 'loading/done' });
    p.then(done, done);
  }
  return p;
}

/** Local-storage key of the matches this browser has shown in the match modal, per member. */
export const ANNOUNCED_MATCHES_KEY = 'announced-matches';
/** Matches remembered per member; older ones fall off (their likes are no longer new by then). */
const ANNOUNCED_LIMIT = 200;

const announcedKey = (): string | null => {
  const profileId = sessionStore.get().user?.profile.id;
  return profileId === undefined ? null : `${ANNOUNCED_MATCHES_KEY}:${profileId}`;
};

function readAnnounced(key: string): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * Records that the match modal has shown this profile to the member, so a later likes load does
 * not announce it again. The shell's match modal calls it when it really opens: an announcement
 * made while no modal could show (the shell not subscribed yet, another modal open) comes again.
 */
export function markMatchShown(profileId: number): void {
  const key = announcedKey();
  if (!key) return;
  const ids = readAnnounced(key).filter((id) => id !== profileId);
  ids.push(profileId);
  try {
    localStorage.setItem(key, JSON.stringify(ids.slice(-ANNOUNCED_LIMIT)));
  } catch {
    // storage full or blocked: the modal may show this match once more
  }
}

/**
 * The member whose like was answered by a like back learns of the match too: a match whose like
 * to this member is still new (unseen) and that this browser has not shown yet opens the match
 * modal (SPEC §2), one per load. The member who made the match saw the modal from their own like
 * (the modal marks what it shows, see markMatchShown). Live delivery (chat issue) makes this instant; until then the
 * periodic refresh brings it.
 */
function announceNewMatch(answer: LikesAnswer): void {
  const key = announcedKey();
  if (!key) return;
  const announced = new Set(readAnnounced(key));
  const newLikes = new Set(answer.liked_by.filter((l) => l.like_new).map((l) => l.id));
  const id = answer.matches.find((m) => newLikes.has(m) && !announced.has(m));
  if (id === undefined) return;
  const card = answer.profiles.find((p) => p.id === id);
  if (!card) return;
  const prefix = settingsStore.get()?.cdn_prefix ?? '/';
  bus.emit({
    type: 'match/show',
    profile: { id, name: card.name, main_image: card.main_image ? { match: cdnUrl(prefix, card.main_image.filename) } : null },
  });
}

// SPEC §9: the likes lists reload when a push message arrives (once they have been loaded).
bus.on('push/message').subscribe(() => {
  if (chatStore.get().likesLoaded) loadLikes().catch(() => undefined);
});
