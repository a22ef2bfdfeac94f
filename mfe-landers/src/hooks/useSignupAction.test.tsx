import { renderHook } from '@testing-library/react';
import { bus, type EventOf } from 'shared-kernel/bus';
import { userFixture } from 'shared-kernel/testing/fixtures';
import { sessionStore } from 'shared-kernel/stores/session';
import { useSignupAction } from './useSignupAction';

// The kernel's requestSignup navigates with single-spa: the tests watch the URL.

function viewport(width: number | null) {
  if (width === null) {
    delete (window as { matchMedia?: unknown }).matchMedia;
    return;
  }
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? -1), media: query }),
  });
}

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

test('desktop visitor: asks the shell for the signup modal, with the source, and stays on the page', () => {
  sessionStore.set({ status: 'anonymous', user: null });
  viewport(1280);
  renderHook(() => useSignupAction('home')).result.current();
  expect(events).toEqual([{ type: 'signup/requested', source: 'home' }]);
  expect(window.location.pathname).toBe('/');
});

test('smartphone visitor: goes to the signup page', () => {
  sessionStore.set({ status: 'anonymous', user: null });
  viewport(375);
  renderHook(() => useSignupAction('hero')).result.current();
  expect(window.location.pathname).toBe('/signup');
  expect(events).toEqual([]);
});

test('logged-in member: goes to the members area', () => {
  sessionStore.set({ status: 'authenticated', user: userFixture });
  viewport(1280);
  renderHook(() => useSignupAction()).result.current();
  expect(window.location.pathname).toBe('/members');
  expect(events).toEqual([]);
});
