import { i18n } from 'shared-kernel/i18n';
import { currentLocale, formatRelative } from 'shared-kernel/i18n/format';
import './i18n';

/** Dates of the chat pages, in the active language and the member's own time zone. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Midnight (local time) of the day `date` falls on. */
const startOfDay = (date: Date): number => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole calendar days between two dates (0: the same day, 1: `date` was yesterday). */
export const daysBetween = (date: Date, now: Date): number => Math.round((startOfDay(now) - startOfDay(date)) / (24 * HOUR));

/**
 * "zojuist", "5 minuten geleden", "2 uur geleden", "gisteren", "3 dagen geleden"; a week or more
 * back the date itself ("12 mrt." or "12 mrt. 2025").
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const ms = now.getTime() - date.getTime();
  if (ms < MINUTE) return i18n.t('time.justNow', { ns: 'chat' });
  if (ms < HOUR) return formatRelative(-Math.floor(ms / MINUTE), 'minute');
  const days = daysBetween(date, now);
  if (days === 0) return formatRelative(-Math.floor(ms / HOUR), 'hour');
  if (days < 7) return formatRelative(-days, 'day');
  return date.toLocaleDateString(currentLocale(), {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** "14:05": the time of a message. */
export const clockTime = (iso: string): string => new Date(iso).toLocaleTimeString(currentLocale(), { hour: '2-digit', minute: '2-digit' });

/** The heading of a day in a conversation: "Vandaag", "Gisteren", "maandag 12 maart" (with the year when not this year). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysBetween(date, now);
  if (days === 0) return i18n.t('time.today', { ns: 'chat' });
  if (days === 1) return i18n.t('time.yesterday', { ns: 'chat' });
  return date.toLocaleDateString(currentLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** The local calendar day of a date, as a key ("2026-3-12"). */
export const dayKey = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
};
