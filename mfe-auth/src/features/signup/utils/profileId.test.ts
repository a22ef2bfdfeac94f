import { asProfileId, parseProfileId } from './profileId';

describe('profile ids', () => {
  it('accepts positive integers from the path', () => {
    expect(parseProfileId('42')).toBe(42);
    expect(parseProfileId('2147483647')).toBe(2147483647);
  });

  it.each(['', '0', '-1', '042', '42abc', '1e3', '2147483648', '99999999999'])('refuses %j', (value) => {
    expect(parseProfileId(value)).toBeNull();
  });

  it('checks parcel props the same way', () => {
    expect(asProfileId(7)).toBe(7);
    expect(asProfileId('7')).toBeUndefined();
    expect(asProfileId(1.5)).toBeUndefined();
    expect(asProfileId(0)).toBeUndefined();
    expect(asProfileId(undefined)).toBeUndefined();
  });
});
