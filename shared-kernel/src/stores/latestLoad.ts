/**
 * A reload of a list the live stream keeps current (the chats, the likes). A caller asks because
 * something may have changed (a live event, a push, the periodic refresh), so the answer it gets
 * must come from a request sent after its call: a request already on its way may have been
 * answered by the server before that change. So every call sends a request; only the newest
 * request's answer is applied, and every call waiting meanwhile settles with it. An older answer
 * arriving later (or earlier) is dropped: it would put back counts a newer event had moved.
 */
export interface LatestLoad<T> {
  /** Sends a request; resolves with the newest request's answer once it is applied. */
  (): Promise<T>;
  /** A request is on its way (a change made to the list now would be overwritten by an older answer). */
  busy(): boolean;
}

export function latestLoad<T>(request: () => Promise<T>, apply: (answer: T) => void): LatestLoad<T> {
  let newest = 0;
  let waiting: { promise: Promise<T>; resolve: (answer: T) => void; reject: (error: unknown) => void } | null = null;

  const load = (): Promise<T> => {
    const id = ++newest;
    if (!waiting) {
      let resolve!: (answer: T) => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      waiting = { promise, resolve, reject };
    }
    const callers = waiting;
    const settle = (outcome: () => void) => {
      if (id !== newest) return;
      waiting = null;
      outcome();
    };
    let sent: Promise<T>;
    try {
      sent = request();
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent.then(
      (answer) =>
        settle(() => {
          try {
            apply(answer);
            callers.resolve(answer);
          } catch (error) {
            callers.reject(error);
          }
        }),
      (error: unknown) => settle(() => callers.reject(error)),
    );
    return callers.promise;
  };

  return Object.assign(load, { busy: () => waiting !== null });
}
