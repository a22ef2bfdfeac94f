import type { Api, ResponseOf } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import { http } from 'shared-kernel/http';
import { chatStore } from 'shared-kernel/stores/chat';

// The likes loader lives apart from the chat state it fills, so that pages without likes (a
// visitor's first visit of `/`) do not download it.

export type LikesAnswer = ResponseOf<Api['likes']>;

let likesInFlight: Promise<LikesAnswer> | null = null;

/**
 * GET /api/likes.php: stores the profiles as `likes`, `liked_by` (whose like_new entries give
 * totalNewLikes), the given likes and the matches. Every call asks the server again (a reload);
 * concurrent calls share one request. SPEC §7 "same progress rule" as the chats: the progress
 * indicator (bus `loading/start` / `loading/done`) shows only on the first load.
 */
export function loadLikes(): Promise<LikesAnswer> {
  if (likesInFlight) return likesInFlight;
  const first = !chatStore.get().likesLoaded;
  if (first) bus.emit({ type: 'loading/start' });
  const p = http.get<LikesAnswer>(API_PATHS.likes).then((answer) => {
    chatStore.update((s) => ({
      ...s,
      likes: answer.profiles,
      liked_by: answer.liked_by,
      likes_given: answer.likes,
      matches: answer.matches,
      likesLoaded: true,
    }));
    return answer;
  });
  likesInFlight = p;
  const settle = () => {
    if (likesInFlight === p) likesInFlight = null;
    if (first) bus.emit({ type: 'loading/done' });
  };
  p.then(settle, settle);
  return p;
}

// SPEC §9: the likes lists reload when a push message arrives (once they have been loaded).
bus.on('push/message').subscribe(() => {
  if (chatStore.get().likesLoaded) loadLikes().catch(() => undefined);
});
