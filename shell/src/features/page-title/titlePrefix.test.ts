import { formatTitleWithCount, stripTitlePrefix } from './titlePrefix';

describe('title prefix', () => {
  it('prefixes with (n) when n > 0', () => {
    expect(formatTitleWithCount('Berichten | Hartklop', 3)).toBe('(3) Berichten | Hartklop');
    expect(formatTitleWithCount('Hartklop', 150)).toBe('(150) Hartklop');
  });

  it('has no prefix at 0', () => {
    expect(formatTitleWithCount('Hartklop', 0)).toBe('Hartklop');
    expect(formatTitleWithCount('(4) Hartklop', 0)).toBe('Hartklop');
  });

  it('replaces an old prefix instead of stacking', () => {
    expect(formatTitleWithCount('(4) Hartklop', 5)).toBe('(5) Hartklop');
    expect(formatTitleWithCount('(4) (2) Hartklop', 1)).toBe('(1) Hartklop');
    expect(stripTitlePrefix('(99+) Leden')).toBe('Leden');
  });

  it('keeps parentheses that are not a count prefix', () => {
    expect(formatTitleWithCount('(Nieuw) Hartklop', 2)).toBe('(2) (Nieuw) Hartklop');
    expect(stripTitlePrefix('Leden (18+)')).toBe('Leden (18+)');
  });

  it('treats invalid counts as 0', () => {
    expect(formatTitleWithCount('Hartklop', Number.NaN)).toBe('Hartklop');
    expect(formatTitleWithCount('Hartklop', -2)).toBe('Hartklop');
  });
});
