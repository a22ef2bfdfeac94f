import { formatDate } from 'shared-kernel/i18n/format';
import { AMSTERDAM_TIME_ZONE, amsterdamDay } from 'shared-kernel/utils/amsterdamDay';

/** The swipe game's day is the Europe/Amsterdam calendar day (SPEC §9). */
export const SWIPE_TIME_ZONE = AMSTERDAM_TIME_ZONE;

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
    tomorrow: amsterdamDay(at) === amsterdamDay(next),
    time: formatDate(at, { timeZone: SWIPE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    date: formatDate(at, { timeZone: SWIPE_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' }),
  };
}
