import { sessionStore } from 'shared-kernel/stores/session';

/**
 * Runs the member-only parts of the shell (live stream, push state, periodic refresh) while a
 * member is logged in: `start` loads them (dynamic imports, so that visitors never download them)
 * and returns their stop function, called on logout. A logout before they arrived stops them at once.
 */
export function watchMemberSession(start: () => Promise<() => void>): () => void {
  let member = false;
  let login = 0;
  let stop: (() => void) | null = null;
  return sessionStore.subscribe(({ status }) => {
    const was = member;
    member = status === 'authenticated';
    if (member === was) return;
    login += 1;
    stop?.();
    stop = null;
    if (!member) return;
    const current = login;
    start().then(
      (stopThem) => {
        if (current === login) stop = stopThem;
        else stopThem();
      },
      (error: unknown) => console.error('[shell] the member services could not be loaded', error),
    );
  });
}
