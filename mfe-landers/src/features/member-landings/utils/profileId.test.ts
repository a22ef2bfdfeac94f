import { parseMemberId } from './profileId';

describe('parseMemberId', () => {
  it.each([
    ['3002', 3002],
    ['2147483647', 2_147_483_647],
  ])('%s is member %d', (raw, id) => expect(parseMemberId(raw)).toBe(id));

  it.each([undefined, '', '0', '012', '-3', '3.5', 'abc', '2147483648', '99999999999'])('%s is no member id', (raw) =>
    expect(parseMemberId(raw)).toBeNull(),
  );
});
