import { setupWorker, type StartOptions } from 'msw/browser';
import type { User } from '../contract';
import { getMockSession, handlers, setMockSession } from './handlers';
import { userFixture } from './fixtures';

/** msw worker for running one remote standalone (needs mockServiceWorker.js in the dev server's public dir). */
export const worker = setupWorker(...handlers);

const SESSION_KEY = 'hartklop:mock-session';

/**
 * The mock session survives a full page load in this tab: a payment leaves for the (mock) checkout
 * and comes back with one. `?member` logs the mock member in, `?visitor` starts logged out.
 */
function keepMockSession(): void {
  const params = new URLSearchParams(window.location.search);
  if (params.has('visitor')) sessionStorage.removeItem(SESSION_KEY);
  else if (params.has('member')) setMockSession(userFixture);
  else {
    const stored = sessionStorage.getItem(SESSION_KEY);
    if (stored) setMockSession(JSON.parse(stored) as User);
  }
  worker.events.on('response:mocked', () => {
    const user = getMockSession();
    if (user) sessionStorage.setItem(SESSION_KEY, JSON.stringify(user));
    else sessionStorage.removeItem(SESSION_KEY);
  });
}

export function start(options: StartOptions = {}) {
  keepMockSession();
  return worker.start({ onUnhandledRequest: 'bypass', quiet: true, ...options });
}
