import { bus } from 'shared-kernel/bus';
import { startLive } from './realtime';
import { loadChats } from 'shared-kernel/stores/chat';
import { loadLikes } from 'shared-kernel/stores/likes';
import { initPushState } from 'shared-kernel/stores/push';

// What a logged-in member's tab runs besides the pages (issue 5): the live stream, the push state
// and the messages of the push service worker. A chunk of its own, loaded only for members
// (see watchMemberSession), so that a visitor's first page does not carry it.

/** A message of /sw-push.js to its open tabs: a push arrived. */
interface PushWorkerMessage {
  type: 'push';
  data: unknown;
}
const isPushMessage = (data: unknown): data is PushWorkerMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'push';

const ignore = (what: string) => (error: unknown) => console.warn(`[shell] ${what} failed`, error);

let running: (() => void) | null = null;

/**
 * Starts the member services once (further calls while running return the same stop function);
 * they stop by themselves when the member logs out.
 */
export function startMemberServices(): () => void {
  if (running) return running;

  const stopLive = startLive();
  void initPushState();

  // SPEC §9: the chat and likes lists reload when a push message arrives.
  const pushReload = bus.on('push/message').subscribe(() => {
    loadChats().catch(ignore('reloading the chats'));
    loadLikes().catch(ignore('reloading the likes'));
  });

  // The push worker tells every open tab of a push (postMessage); it becomes bus push/message.
  const worker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const onWorkerMessage = (event: MessageEvent) => {
    if (isPushMessage(event.data)) bus.emit({ type: 'push/message', data: event.data.data });
  };
  worker?.addEventListener('message', onWorkerMessage);
  // Messages wait in the client's queue until it is started.
  worker?.startMessages?.();

  const session = bus.on('session/changed').subscribe(({ user }) => {
    if (!user) stop();
  });

  function stop() {
    stopLive();
    pushReload.unsubscribe();
    session.unsubscribe();
    worker?.removeEventListener('message', onWorkerMessage);
    if (running === stop) running = null;
  }
  running = stop;
  return stop;
}
