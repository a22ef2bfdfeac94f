import { formatDate } from 'shared-kernel/i18n/format';

/** The swipe game's day is the Europe/Amsterdam calendar day (SPEC §9). */
export const SWIPE_TIME_ZONE = 'Europe/Amsterdam';

const dayKey = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SWIPE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

export interface ResetTime {
  /** true when the reset falls on tomorrow (Amsterdam time), as it normally does. */
  tomorrow: boolean;
  /** "00:00" */
  time: string;
  /** "zaterdag 22 november" */
  date: string;
}

/** When the likes come back, from the server's resets_at (ISO date-time), in the active language. */
export function resetTime(resetsAt: string, now: Date = new Date()): ResetTime | null {
  const at = new Date(resetsAt);
  if (Number.isNaN(at.getTime())) return null;
  const next = new Date(now.getTime());
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    tomorrow: dayKey(at) === dayKey(next),
    time: formatDate(at, { timeZone: SWIPE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    date: formatDate(at, { timeZone: SWIPE_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' }),
  };
}
