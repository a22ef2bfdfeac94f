import { bus, type AppEvent } from 'shared-kernel/bus';

/** Test helper: records every bus event from now on, until `stop()`. */
export function recordEvents(): { events: AppEvent[]; stop: () => void } {
  const events: AppEvent[] = [];
  const sub = bus.events$.subscribe((e) => events.push(e));
  return { events, stop: () => sub.unsubscribe() };
}
