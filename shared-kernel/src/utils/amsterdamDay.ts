/**
 * The Europe/Amsterdam calendar day (SPEC §9: the swipe game's day), for the API and the mocks
 * alike: which day an instant falls on, and when the next one starts.
 */
export const AMSTERDAM_TIME_ZONE = 'Europe/Amsterdam';
const amsterdamFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: AMSTERDAM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function amsterdamParts(ms: number): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of amsterdamFormat.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far Amsterdam's wall clock is ahead of UTC at the instant `ms` (1 h in winter, 2 h in summer). */
function amsterdamOffsetMs(ms: number): number {
  const p = amsterdamParts(ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The Europe/Amsterdam calendar day of an instant, 'YYYY-MM-DD'. */
export function amsterdamDay(now: Date): string {
  const p = amsterdamParts(now.getTime());
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * The next local midnight in Europe/Amsterdam after `now`. The wall-clock midnight of the next day
 * is turned into an instant with the offset in force then; asked twice so a day on which the
 * clocks change (they change at 02:00/03:00, never at midnight) gets the offset of that midnight.
 */
export function nextAmsterdamMidnight(now: Date): Date {
  const p = amsterdamParts(now.getTime());
  const wallMidnight = Date.UTC(p.year, p.month - 1, p.day + 1);
  let instant = wallMidnight - amsterdamOffsetMs(wallMidnight);
  instant = wallMidnight - amsterdamOffsetMs(instant);
  return new Date(instant);
}

