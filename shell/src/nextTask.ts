/**
 * The next task (issue 29: no long start-up task): `scheduler.yield()` where the browser has it (the
 * rest runs before other queued tasks), else a new macrotask; either way the browser may paint and
 * handle input in between.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};
