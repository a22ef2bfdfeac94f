import { createEntryKey, entryKeyOf, ENTRY_KEY_FIELD, stateWithKey } from './historyEntry';
import { createScrollPositions, SCROLL_POSITIONS_LIMIT, SCROLL_POSITIONS_STORAGE_KEY } from './scrollPositions';

describe('history entry keys', () => {
  it('adds the key to a router state and keeps its fields', () => {
    const state = stateWithKey({ usr: { from: 'x' }, key: 'rr', idx: 3 }, 'k1');
    expect(state).toEqual({ usr: { from: 'x' }, key: 'rr', idx: 3, [ENTRY_KEY_FIELD]: 'k1' });
    expect(entryKeyOf(state)).toBe('k1');
  });

  it('gives a null state (single-spa navigateToUrl) an object with only the key', () => {
    expect(stateWithKey(null, 'k2')).toEqual({ [ENTRY_KEY_FIELD]: 'k2' });
    expect(stateWithKey(undefined, 'k2')).toEqual({ [ENTRY_KEY_FIELD]: 'k2' });
  });

  it('leaves a state that is not an object as it is', () => {
    expect(stateWithKey('page-2', 'k3')).toBe('page-2');
    expect(stateWithKey([1], 'k3')).toEqual([1]);
    expect(entryKeyOf('page-2')).toBeNull();
  });

  it('reads no key from states without one or with a wrong one', () => {
    expect(entryKeyOf(null)).toBeNull();
    expect(entryKeyOf({ key: 'rr' })).toBeNull();
    expect(entryKeyOf({ [ENTRY_KEY_FIELD]: 5 })).toBeNull();
    expect(entryKeyOf({ [ENTRY_KEY_FIELD]: '' })).toBeNull();
  });

  it('makes a new key every time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => createEntryKey()));
    expect(keys.size).toBe(100);
  });
});

describe('scroll positions', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('are kept in sessionStorage for the next document of the tab', () => {
    createScrollPositions(window.sessionStorage).set('a', { y: 1200, href: '/members/12' });
    const again = createScrollPositions(window.sessionStorage);
    expect(again.get('a')).toEqual({ y: 1200, href: '/members/12' });
    expect(again.get('b')).toBeNull();
  });

  it('keep the newest 50 entries', () => {
    const positions = createScrollPositions(window.sessionStorage);
    for (let i = 0; i < 55; i += 1) positions.set(`k${i}`, { y: i });
    const again = createScrollPositions(window.sessionStorage);
    expect(SCROLL_POSITIONS_LIMIT).toBe(50);
    expect(again.get('k4')).toBeNull();
    expect(again.get('k5')).toEqual({ y: 5 });
    expect(again.get('k54')).toEqual({ y: 54 });
  });

  it('a position saved again counts as the newest', () => {
    const positions = createScrollPositions(window.sessionStorage);
    positions.set('old', { y: 1 });
    for (let i = 0; i < 49; i += 1) positions.set(`k${i}`, { y: i });
    positions.set('old', { y: 2 });
    positions.set('new', { y: 3 });
    expect(positions.get('old')).toEqual({ y: 2 });
    expect(positions.get('k0')).toBeNull();
  });

  it('ignore broken or foreign storage contents', () => {
    window.sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, '{not json');
    expect(createScrollPositions(window.sessionStorage).get('a')).toBeNull();
    window.sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify([['a', { y: -5 }], ['b', { y: 'x' }], ['c', { y: 7 }]]));
    const positions = createScrollPositions(window.sessionStorage);
    expect(positions.get('a')).toBeNull();
    expect(positions.get('b')).toBeNull();
    expect(positions.get('c')).toEqual({ y: 7 });
  });

  it('work in memory without storage', () => {
    const positions = createScrollPositions(null);
    positions.set('a', { y: 10 });
    expect(positions.get('a')).toEqual({ y: 10 });
  });
});
