import { DEFAULT_TERMS_VERSION_DATE, formatVersionDate, termsVersionDate } from './termsVersionDate';

describe('termsVersionDate', () => {
  it('defaults to 2023-12-01 12:00 UTC', () => {
    expect(DEFAULT_TERMS_VERSION_DATE.toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it('uses the default when the company was added earlier', () => {
    expect(termsVersionDate('2019-05-14T09:30:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it('uses the default when the company was added at exactly the default moment', () => {
    expect(termsVersionDate('2023-12-01T12:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it("uses the company's added date when it is later", () => {
    expect(termsVersionDate('2024-03-15T08:00:00Z').toISOString()).toBe('2024-03-15T08:00:00.000Z');
    expect(termsVersionDate('2023-12-01T12:00:01Z').toISOString()).toBe('2023-12-01T12:00:01.000Z');
  });

  it('honours a time-zone offset in the added date', () => {
    // 13:30 in Amsterdam (+01:00) is 12:30 UTC, half an hour after the default.
    expect(termsVersionDate('2023-12-01T13:30:00+01:00').toISOString()).toBe('2023-12-01T12:30:00.000Z');
  });

  it('falls back to the default for a missing or invalid date', () => {
    expect(termsVersionDate(undefined).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('not a date').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it('returns a new Date each time, so callers cannot change the default', () => {
    const d = termsVersionDate(undefined);
    d.setFullYear(2000);
    expect(termsVersionDate(undefined).toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
});

describe('formatVersionDate', () => {
  it('writes the date in Dutch (the default language)', () => {
    expect(formatVersionDate(termsVersionDate(undefined))).toBe('1 december 2023');
    expect(formatVersionDate(new Date('2024-03-15T08:00:00Z'))).toBe('15 maart 2024');
  });

  it('uses Amsterdam time, so a late-evening UTC date shows the Dutch calendar day', () => {
    expect(formatVersionDate(new Date('2024-06-30T23:30:00Z'))).toBe('1 juli 2024');
  });

  it('writes it in another language when asked', () => {
    expect(formatVersionDate(termsVersionDate(undefined), 'de')).toBe('1. Dezember 2023');
    expect(formatVersionDate(termsVersionDate(undefined), 'en')).toBe('December 1, 2023');
  });
});
