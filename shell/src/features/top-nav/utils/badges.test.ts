import { creditsBadge } from './creditsBadge';
import { formatUnreadBadge } from './formatUnreadBadge';

describe('formatUnreadBadge', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [101, '99+'],
    [5000, '99+'],
  ])('%p → %p', (n, expected) => {
    expect(formatUnreadBadge(n)).toBe(expected);
  });
});

describe('creditsBadge', () => {
  it.each([
    [100, null],
    [11, null],
    [10, { variant: 'warning' }],
    [5, { variant: 'warning' }],
    [1, { variant: 'warning' }],
    [0, { variant: 'danger' }],
    [-1, { variant: 'danger' }],
  ])('%p credits → %p', (credits, expected) => {
    expect(creditsBadge(credits)).toEqual(expected);
  });
});
