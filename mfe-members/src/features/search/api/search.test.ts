import { initialSearchState, type SearchCriteria } from 'shared-kernel/stores/search';
import { clampAge, regionParam, searchParams } from './search';

const ALL = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];
const criteria = (patch: Partial<SearchCriteria> = {}): SearchCriteria => ({
  gender: '',
  country: '',
  countryregion: '',
  min_age: initialSearchState.min_age,
  max_age: initialSearchState.max_age,
  ...patch,
});

describe('searchParams', () => {
  it('sends every offered filter that has a value, and the page', () => {
    expect(
      searchParams(criteria({ gender: 'female', country: 'NL', countryregion: 'NL-UT', min_age: 25, max_age: 40 }), ALL, 2),
    ).toEqual({ gender: 'female', country: 'NL', countryregion: 'NL-UT', min_age: 25, max_age: 40, page: 2 });
  });

  it('leaves out empty filters and keeps ages within the profile limits (18-80)', () => {
    expect(searchParams(criteria(), ALL, 1)).toEqual({ min_age: 18, max_age: 80, page: 1 });
    expect(searchParams(criteria({ min_age: 10, max_age: 120 }), ALL, 1)).toEqual({ min_age: 18, max_age: 80, page: 1 });
  });

  it('puts the ages in order', () => {
    expect(searchParams(criteria({ min_age: 50, max_age: 30 }), ALL, 1)).toMatchObject({ min_age: 30, max_age: 50 });
  });

  it('only sends the fields of settings.search_fields', () => {
    const full = criteria({ gender: 'male', country: 'BE', countryregion: 'BE-VAN', min_age: 30, max_age: 50 });
    expect(searchParams(full, ['gender'], 1)).toEqual({ gender: 'male', page: 1 });
    expect(searchParams(full, ['country', 'max_age'], 3)).toEqual({ country: 'BE', max_age: 50, page: 3 });
    expect(searchParams(full, [], 1)).toEqual({ page: 1 });
  });

  it("adds a traffic-source visitor's network", () => {
    expect(searchParams(criteria(), ['gender'], 1, 'partner-7')).toEqual({ page: 1, network: 'partner-7' });
    expect(searchParams(criteria(), ['gender'], 1, null)).toEqual({ page: 1 });
  });
});

it('clampAge rounds into 18-80', () => {
  expect(clampAge(17)).toBe(18);
  expect(clampAge(99)).toBe(80);
  expect(clampAge(33.4)).toBe(33);
});

it('regionParam gives the ISO 3166-2 code from either form', () => {
  expect(regionParam('NL', 'UT')).toBe('NL-UT');
  expect(regionParam('NL', 'NL-UT')).toBe('NL-UT');
});
