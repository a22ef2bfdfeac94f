import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { seedPageData } from 'shared-kernel/stores/pageData';
import { settingsFixture, userFixture } from 'shared-kernel/testing/fixtures';
import { sessionStore, type SessionStatus } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import {
  ENTRY_WARNING_SKIP_KEY,
  entryWarningCountries,
  isEntryWarningSkipped,
  shouldShowEntryWarning,
  skipEntryWarning,
  useEntryWarning,
  type EntryWarningInput,
  type EntryWarningLayout,
} from './entryWarning';

/** The confirmation's cookie, which confirming writes (jsdom keeps it from test to test). */
const clearEntryWarningCookie = () => {
  document.cookie = `${ENTRY_WARNING_SKIP_KEY}=; path=/; max-age=0`;
};

const base: EntryWarningInput = {
  status: 'anonymous',
  settings: { enable_site_entry_popup: 'yes', geoip_country: 'NL', site_entry_popup_countries: ['NL', 'BE'] },
  installed: false,
  skipped: false,
  layout: 'default',
};
const withSettings = (patch: Partial<NonNullable<EntryWarningInput['settings']>>) => ({ settings: { ...base.settings!, ...patch } });

// [description, change to the base input, shown]
const RULES: Array<[string, Partial<EntryWarningInput>, boolean]> = [
  ['a logged-out visitor from an allowed country', {}, true],
  ['a logged-in member', { status: 'authenticated' }, false],
  ['while the session is unknown', { status: 'unknown' }, false],
  ['in installed-app mode', { installed: true }, false],
  ['after it was skipped before', { skipped: true }, false],
  ['before the settings are loaded', { settings: null }, false],
  ['when enable_site_entry_popup is no', withSettings({ enable_site_entry_popup: 'no' }), false],
  ['default layout: a country of site_entry_popup_countries', withSettings({ geoip_country: 'BE' }), true],
  ['default layout: country codes in any case', withSettings({ geoip_country: 'be' }), true],
  ['default layout: a country outside site_entry_popup_countries', withSettings({ geoip_country: 'DE' }), false],
  ['default layout: an empty country list', withSettings({ site_entry_popup_countries: [] }), false],
  ...(['chat', 'lander', 'empty'] as const).flatMap((layout): Array<[string, Partial<EntryWarningInput>, boolean]> => [
    [`${layout} layout: NL`, { layout, ...withSettings({ geoip_country: 'NL' }) }, true],
    [`${layout} layout: DE, though not in the settings' list`, { layout, ...withSettings({ geoip_country: 'DE' }) }, true],
    // Issue 27: Belgian visitors are warned in every layout.
    [`${layout} layout: BE`, { layout, ...withSettings({ geoip_country: 'BE' }) }, true],
    [`${layout} layout: FR, though in the settings' list`, { layout, ...withSettings({ geoip_country: 'FR', site_entry_popup_countries: ['FR'] }) }, false],
    [`${layout} layout: logged in`, { layout, status: 'authenticated' }, false],
    [`${layout} layout: disabled by the site`, { layout, ...withSettings({ enable_site_entry_popup: 'no' }) }, false],
  ]),
];

test.each(RULES)('%s → shown: %s', (_name, patch, shown) => {
  expect(shouldShowEntryWarning({ ...base, ...patch })).toBe(shown);
});

test.each<[EntryWarningLayout, string[]]>([
  ['default', ['NL', 'BE']],
  ['chat', ['NL', 'BE', 'DE']],
  ['lander', ['NL', 'BE', 'DE']],
  ['empty', ['NL', 'BE', 'DE']],
])('the %s layout warns visitors from %j', (layout, countries) => {
  expect(entryWarningCountries(layout, base.settings!)).toEqual(countries);
});

describe('skip timestamp', () => {
  beforeEach(() => {
    localStorage.clear();
    clearEntryWarningCookie();
  });

  it('is stored under hide-site-entry-popup as Date.now()', () => {
    expect(isEntryWarningSkipped()).toBe(false);
    skipEntryWarning(1_700_000_000_000);
    expect(localStorage.getItem('hide-site-entry-popup')).toBe('1700000000000');
    expect(ENTRY_WARNING_SKIP_KEY).toBe('hide-site-entry-popup');
    expect(isEntryWarningSkipped()).toBe(true);
  });

  it('is also kept in a cookie the server reads, which alone is enough', () => {
    skipEntryWarning(1_700_000_000_000);
    expect(document.cookie).toContain('hide-site-entry-popup=1700000000000');
    localStorage.clear();
    expect(isEntryWarningSkipped()).toBe(true);
  });

  it('a confirmation stored before the cookie existed gets its cookie on the next page', () => {
    localStorage.setItem(ENTRY_WARNING_SKIP_KEY, '42');
    settingsStore.set(settingsFixture);
    sessionStore.set({ status: 'anonymous', user: null });
    renderHook(() => useEntryWarning('default', false));
    expect(document.cookie).toContain('hide-site-entry-popup=42');
  });

  it('a server render shows it unless the request carried the cookie (page data), as the hydrating render does', () => {
    const Probe = () => (useEntryWarning('default', false).open ? 'open' : 'closed');
    settingsStore.set({ ...settingsFixture, geoip_country: 'NL', site_entry_popup_countries: ['NL'] });
    sessionStore.set({ status: 'anonymous', user: null });
    const page = { settings: { ...settingsFixture, geoip_country: 'NL', site_entry_popup_countries: ['NL'] }, companyinfo: null };
    seedPageData({ ...page, values: { [ENTRY_WARNING_SKIP_KEY]: false } });
    expect(renderToString(<Probe />)).toBe('open');
    seedPageData({ ...page, values: { [ENTRY_WARNING_SKIP_KEY]: true } });
    expect(renderToString(<Probe />)).toBe('closed');
    // Not server-rendered (no page data): the server snapshot leaves it out, as before.
    seedPageData({ ...page, values: {} });
    expect(renderToString(<Probe />)).toBe('closed');
  });

  it('useEntryWarning follows session and settings, and confirm stores the skip', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_234);
    settingsStore.set({ ...settingsFixture, geoip_country: 'NL', site_entry_popup_countries: ['NL'] });
    const setStatus = (status: SessionStatus) =>
      act(() => sessionStore.set(status === 'authenticated' ? { status, user: userFixture } : { status, user: null }));
    setStatus('unknown');
    const { result } = renderHook(() => useEntryWarning('default', false));
    expect(result.current.open).toBe(false);
    setStatus('anonymous');
    expect(result.current.open).toBe(true);
    act(() => result.current.confirm());
    expect(result.current.open).toBe(false);
    expect(localStorage.getItem(ENTRY_WARNING_SKIP_KEY)).toBe('1234');
    jest.restoreAllMocks();
  });

  it('a visitor who skipped before does not see it on a later page load', () => {
    localStorage.setItem(ENTRY_WARNING_SKIP_KEY, '1');
    settingsStore.set(settingsFixture);
    sessionStore.set({ status: 'anonymous', user: null });
    expect(renderHook(() => useEntryWarning('chat', false)).result.current.open).toBe(false);
  });

  it('an installed app never shows it', () => {
    settingsStore.set(settingsFixture);
    sessionStore.set({ status: 'anonymous', user: null });
    expect(renderHook(() => useEntryWarning('default', true)).result.current.open).toBe(false);
    expect(renderHook(() => useEntryWarning('default', false)).result.current.open).toBe(true);
  });
});
