import { dayKey, dayLabel, daysBetween, relativeTime } from './time';

const now = new Date(2026, 2, 12, 15, 0, 0); // 12 March 2026, 15:00 local time
const at = (...args: [number, number, number, number?, number?]) => new Date(args[0], args[1], args[2], args[3] ?? 0, args[4] ?? 0).toISOString();

describe('chat dates', () => {
  it('relative times in Dutch', () => {
    expect(relativeTime(new Date(now.getTime() - 20_000).toISOString(), now)).toBe('zojuist');
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000).toISOString(), now)).toBe('5 minuten geleden');
    expect(relativeTime(at(2026, 2, 12, 12, 30), now)).toBe('2 uur geleden');
    expect(relativeTime(at(2026, 2, 11, 23, 0), now)).toBe('gisteren');
    expect(relativeTime(at(2026, 2, 9, 10), now)).toBe('3 dagen geleden');
    expect(relativeTime(at(2026, 1, 2, 10), now)).toBe('2 feb');
    expect(relativeTime(at(2025, 11, 24, 10), now)).toMatch(/^24 dec\.? 2025$/);
  });

  it('day labels and keys', () => {
    expect(dayLabel(at(2026, 2, 12, 1), now)).toBe('Vandaag');
    expect(dayLabel(at(2026, 2, 11, 23), now)).toBe('Gisteren');
    expect(dayLabel(at(2026, 2, 9, 10), now)).toBe('maandag 9 maart');
    expect(daysBetween(new Date(at(2026, 2, 5)), now)).toBe(7);
    expect(dayKey(at(2026, 2, 12, 23, 59))).toBe('2026-3-12');
  });
});
