import { cleanPhone, telHref } from './cleanPhone';

describe('cleanPhone', () => {
  it('removes dashes and spaces', () => {
    expect(cleanPhone('+31 (0)20-123 45 67')).toBe('+31(0)201234567');
    expect(cleanPhone('020 - 123 4567')).toBe('0201234567');
  });

  it('removes tabs, newlines, non-breaking spaces and typographic dashes', () => {
    expect(cleanPhone('0900\u00a0123\t45\n67')).toBe('09001234567');
    expect(cleanPhone('070–123—45‑67')).toBe('0701234567');
  });

  it('keeps every other character, including a leading plus', () => {
    expect(cleanPhone('+3220000000')).toBe('+3220000000');
  });

  it('returns an empty string for an empty or whitespace-only number', () => {
    expect(cleanPhone('')).toBe('');
    expect(cleanPhone(' - ')).toBe('');
  });

  it('builds a tel: link from the cleaned number', () => {
    expect(telHref('+32 2-123 45 67')).toBe('tel:+3221234567');
  });
});
