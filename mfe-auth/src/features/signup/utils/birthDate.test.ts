import { birthYears, firstMissingPart, toIsoDate } from './birthDate';

describe('birth date selects', () => {
  it('offers the years from 18 to 100 years ago, newest first', () => {
    const years = birthYears(2025);
    expect(years[0]).toBe(2007);
    expect(years[years.length - 1]).toBe(1925);
    expect(years).toHaveLength(83);
  });

  it('combines the parts to YYYY-MM-DD, or nothing while a part is missing', () => {
    expect(toIsoDate({ day: '7', month: '3', year: '1990' })).toBe('1990-03-07');
    expect(toIsoDate({ day: '31', month: '12', year: '1980' })).toBe('1980-12-31');
    expect(toIsoDate({ day: '7', month: '', year: '1990' })).toBe('');
  });

  it('names the first part still to choose', () => {
    expect(firstMissingPart({ day: '', month: '', year: '' })).toBe('day');
    expect(firstMissingPart({ day: '1', month: '', year: '1990' })).toBe('month');
    expect(firstMissingPart({ day: '1', month: '2', year: '' })).toBe('year');
  });
});
