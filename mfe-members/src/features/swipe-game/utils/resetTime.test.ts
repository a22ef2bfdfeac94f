import { resetTime } from './resetTime';

test('midnight in Amsterdam the next day is "tomorrow at 00:00", whatever the UTC offset', () => {
  // Winter: 23:00 UTC is 00:00 in Amsterdam.
  expect(resetTime('2026-11-21T23:00:00.000Z', new Date('2026-11-21T12:00:00Z'))).toEqual({
    tomorrow: true,
    time: '00:00',
    date: 'zondag 22 november',
  });
  // Summer: 22:00 UTC is 00:00 in Amsterdam; late evening in Amsterdam is still "today".
  expect(resetTime('2026-07-01T22:00:00Z', new Date('2026-07-01T21:30:00Z'))?.tomorrow).toBe(true);
});

test('a reset further away is not "tomorrow"; a broken date gives null', () => {
  expect(resetTime('2026-11-24T23:00:00Z', new Date('2026-11-21T12:00:00Z'))?.tomorrow).toBe(false);
  expect(resetTime('geen datum')).toBeNull();
});
