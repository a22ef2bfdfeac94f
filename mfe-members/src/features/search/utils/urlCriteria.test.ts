import { criteriaFromUrl, criteriaToUrl, hasUrlCriteria, sameCriteria, writeSearchUrl } from './urlCriteria';

const base = { gender: '', country: '', countryregion: '', min_age: 18, max_age: 99 };

describe('search filters in the address', () => {
  it('round-trips every filter', () => {
    const criteria = { gender: 'female', country: 'NL', countryregion: 'NL-UT', min_age: 25, max_age: 40 };
    const query = criteriaToUrl(criteria);
    expect(query).toBe('?gender=female&country=NL&countryregion=NL-UT&min_age=25&max_age=40');
    expect(criteriaFromUrl(query, base)).toEqual(criteria);
  });

  it('writes only filters with a value, and the ages within the profile limits (18 to 80)', () => {
    expect(criteriaToUrl(base)).toBe('?min_age=18&max_age=80');
    expect(criteriaFromUrl('?min_age=18&max_age=80', base)).toEqual({ ...base, max_age: 80 });
    expect(sameCriteria(base, { ...base, max_age: 80 })).toBe(true);
    expect(sameCriteria(base, { ...base, gender: 'male' })).toBe(false);
  });

  it('ignores values that are not valid and keeps the ages in order', () => {
    expect(criteriaFromUrl('?gender=robot&country=Nederland&countryregion=utrecht&min_age=abc&max_age=200', base)).toEqual({
      ...base,
      max_age: 80,
    });
    expect(criteriaFromUrl('?min_age=50&max_age=30', base)).toMatchObject({ min_age: 50, max_age: 50 });
    expect(criteriaFromUrl('?min_age=5', base)).toMatchObject({ min_age: 18 });
    // A region of another country than the one chosen is dropped.
    expect(criteriaFromUrl('?country=BE&countryregion=NL-UT', base)).toMatchObject({ country: 'BE', countryregion: '' });
  });

  it('tells an address with filters from one without', () => {
    expect(hasUrlCriteria('')).toBe(false);
    expect(hasUrlCriteria('?network=abc')).toBe(false);
    expect(hasUrlCriteria('?max_age=40')).toBe(true);
  });

  it('writes the filters over the old ones and keeps other parameters', () => {
    window.history.replaceState(null, '', '/members?network=abc&gender=male');
    const navigate = jest.fn((url: string) => window.history.pushState(null, '', url));
    const length = window.history.length;
    expect(writeSearchUrl('?gender=female&min_age=20&max_age=30', 'push', navigate)).toBe(
      '?network=abc&gender=female&min_age=20&max_age=30',
    );
    expect(navigate).toHaveBeenCalledWith('/members?network=abc&gender=female&min_age=20&max_age=30');
    expect(window.history.length).toBe(length + 1);

    expect(writeSearchUrl('', 'replace', navigate)).toBe('?network=abc');
    expect(window.location.search).toBe('?network=abc');
    expect(window.history.length).toBe(length + 1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
