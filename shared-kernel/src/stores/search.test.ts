import {
  agePreferenceOf,
  initialSearchState,
  removeProfileFromSearch,
  resetSearchState,
  searchStore,
  setOtherCachedProfiles,
  setSearchCriteria,
  setSearchResults,
  setSimilarResults,
} from './search';

afterEach(resetSearchState);

describe('search store', () => {
  it('keeps result pages until the criteria change', () => {
    setSearchResults(1, [{ id: 1 }, { id: 2 }], 3);
    setSearchResults(2, [{ id: 3 }], 3);
    expect(searchStore.get().results).toEqual({ 1: [{ id: 1 }, { id: 2 }], 2: [{ id: 3 }] });
    setSearchCriteria({ gender: 'female' });
    expect(searchStore.get()).toMatchObject({ gender: 'female', didInit: true, results: {}, numResults: 0 });
  });

  it('removes a blocked profile from every page, the similar results and the cache', () => {
    setSearchResults(1, [{ id: 1 }, { id: 2 }], 10);
    setSearchResults(2, [{ id: 3 }, { id: 2 }], 10);
    setSimilarResults([{ id: 2 }, { id: 4 }], 5);
    setOtherCachedProfiles([{ id: 2 }]);
    removeProfileFromSearch(2);
    const s = searchStore.get();
    expect(s.results).toEqual({ 1: [{ id: 1 }], 2: [{ id: 3 }] });
    expect(s.numResults).toBe(8);
    expect(s.similar_results).toEqual([{ id: 4 }]);
    expect(s.similar_numResults).toBe(4);
    expect(s.otherCachedProfiles).toEqual([]);
  });

  it('keeps a capped count when a blocked profile leaves: more than it still match', () => {
    setSearchResults(1, [{ id: 1 }, { id: 2 }], 24000, true);
    removeProfileFromSearch(2);
    expect(searchStore.get()).toMatchObject({ results: { 1: [{ id: 1 }] }, numResults: 24000, numResultsCapped: true });
    setSearchCriteria({ gender: 'male' });
    expect(searchStore.get()).toMatchObject({ numResults: 0, numResultsCapped: false });
  });

  it('leaves the state untouched when the profile is not held', () => {
    setSearchResults(1, [{ id: 1 }], 1);
    const before = searchStore.get();
    removeProfileFromSearch(99);
    expect(searchStore.get()).toBe(before);
  });

  it('resets to the initial state', () => {
    setSearchCriteria({ country: 'NL' });
    setSearchResults(1, [{ id: 1 }], 1);
    resetSearchState();
    expect(searchStore.get()).toEqual(initialSearchState);
  });
});

describe('agePreferenceOf', () => {
  it('is nothing before the member searched or with the full range', () => {
    expect(agePreferenceOf({ didInit: false, min_age: 30, max_age: 40 })).toEqual({});
    expect(agePreferenceOf({ didInit: true, min_age: 18, max_age: 99 })).toEqual({});
    expect(agePreferenceOf({ didInit: true, min_age: 18, max_age: 80 })).toEqual({});
  });

  it('is the chosen range, an end at its limit left out', () => {
    expect(agePreferenceOf({ didInit: true, min_age: 30, max_age: 40 })).toEqual({ min_age: 30, max_age: 40 });
    expect(agePreferenceOf({ didInit: true, min_age: 30, max_age: 99 })).toEqual({ min_age: 30 });
    expect(agePreferenceOf({ didInit: true, min_age: 18, max_age: 40 })).toEqual({ max_age: 40 });
    expect(agePreferenceOf({ didInit: true, min_age: 50, max_age: 40 })).toEqual({});
  });
});
