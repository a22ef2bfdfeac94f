import { coarseKm, presenceBucket } from '../src/domain/members/presence';
import { aboutLine } from '../src/domain/members/swipe';

describe('presenceBucket', () => {
  const now = new Date('2026-03-10T14:00:00Z'); // 15:00 in Amsterdam
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('is online within 5 minutes and not a second later', () => {
    expect(presenceBucket(ago(0), now)).toBe('online');
    expect(presenceBucket(ago(5 * 60_000), now)).toBe('online');
    expect(presenceBucket(ago(5 * 60_000 + 1000), now)).toBe('today');
  });

  it('is today on the same Amsterdam calendar day, this week after midnight in Amsterdam', () => {
    // 23:30 UTC on the 9th is 00:30 on the 10th in Amsterdam: today.
    expect(presenceBucket(new Date('2026-03-09T23:30:00Z'), now)).toBe('today');
    // 22:30 UTC on the 9th is 23:30 on the 9th in Amsterdam: yesterday.
    expect(presenceBucket(new Date('2026-03-09T22:30:00Z'), now)).toBe('week');
  });

  it('is this week up to 7 days, nothing beyond and nothing for no activity', () => {
    expect(presenceBucket(ago(7 * 24 * 3600_000), now)).toBe('week');
    expect(presenceBucket(ago(7 * 24 * 3600_000 + 1000), now)).toBeNull();
    expect(presenceBucket(null, now)).toBeNull();
  });
});

describe('coarseKm', () => {
  it('is 0 under one km and whole km from there', () => {
    expect(coarseKm(0)).toBe(0);
    expect(coarseKm(0.99)).toBe(0);
    expect(coarseKm(1)).toBe(1);
    expect(coarseKm(12.4)).toBe(12);
    expect(coarseKm(12.5)).toBe(13);
  });
});

describe('aboutLine', () => {
  it('keeps a short text on one line', () => {
    expect(aboutLine('Hallo,\n\nik ben  Sanne.', 120)).toBe('Hallo, ik ben Sanne.');
  });
  it('cuts a long text at a word within the limit, with an ellipsis', () => {
    const line = aboutLine('Ik hou van lange wandelingen langs het strand, koffie en goede boeken', 30);
    expect(line).toBe('Ik hou van lange wandelingen…');
    expect(line.length).toBeLessThanOrEqual(30);
  });
});
