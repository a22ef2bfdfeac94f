import { bus, type EventOf } from 'shared-kernel/bus';
import { userFixture } from 'shared-kernel/testing/fixtures';
import { sessionStore, type SessionState } from 'shared-kernel/stores/session';
import { theme } from 'shared-kernel/ui/theme';
import { isSmartphone, requestSignup, SMARTPHONE_MAX_WIDTH, SMARTPHONE_QUERY } from './signup';

/** A viewport `width` px wide: matchMedia answers max-width queries like a browser would. */
function viewport(width: number | null) {
  if (width === null) {
    delete (window as { matchMedia?: unknown }).matchMedia;
    return;
  }
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return { matches: max ? width <= Number(max[1]) : false, media: query };
    },
  });
}

const sessions: Record<string, SessionState> = {
  authenticated: { status: 'authenticated', user: userFixture },
  anonymous: { status: 'anonymous', user: null },
  unknown: { status: 'unknown', user: null },
};

let events: EventOf<'signup/requested'>[];
let sub: { unsubscribe(): void };
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  events = [];
  sub = bus.on('signup/requested').subscribe((e) => events.push(e));
});
afterEach(() => {
  sub.unsubscribe();
  viewport(null);
});

test('the smartphone breakpoint is the theme sm breakpoint', () => {
  expect(SMARTPHONE_MAX_WIDTH).toBe(theme.breakpoints.sm);
  expect(SMARTPHONE_QUERY).toBe('(max-width: 575.98px)');
});

test.each([
  [320, true],
  [575, true],
  [576, false],
  [1280, false],
])('a %i px viewport is a smartphone: %s', (width, expected) => {
  viewport(width);
  expect(isSmartphone()).toBe(expected);
});

test('without matchMedia the visitor is not on a smartphone', () => {
  viewport(null);
  expect(isSmartphone()).toBe(false);
});

// [session, viewport width, request, expected path or null (modal requested)]
const CASES: Array<[string, number, Parameters<typeof requestSignup>[0], string | null]> = [
  ['authenticated', 1280, { source: 'home' }, '/members'],
  ['authenticated', 360, { source: 'profile', profileId: 7 }, '/members'],
  ['anonymous', 360, { source: 'home' }, '/signup'],
  ['anonymous', 360, { source: 'profile', profileId: 7 }, '/members/7/signup'],
  ['unknown', 360, {}, '/signup'],
  ['anonymous', 1280, { source: 'home' }, null],
  ['anonymous', 576, { source: 'profile', profileId: 7 }, null],
  ['unknown', 1280, undefined, null],
];

test.each(CASES)('%s visitor, %i px, %j → %s', (session, width, request, path) => {
  sessionStore.set(sessions[session]!);
  viewport(width);
  requestSignup(request);
  if (path) {
    expect(window.location.pathname).toBe(path);
    expect(events).toEqual([]);
  } else {
    expect(window.location.pathname).toBe('/');
    expect(events).toEqual([{ type: 'signup/requested', ...request }]);
  }
});
