import { setupServer } from 'msw/node';
import type { User } from 'shared-kernel/contract';
import { handlers, resetMocks, setMockSession, userFixture } from 'shared-kernel/testing';
import { sessionStore } from 'shared-kernel/stores/session';

/** Test helper: the kernel's msw mocks of the whole contract, with a log of the requests made. */
export const server = setupServer(...handlers);

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  /** The parsed JSON body (filled in as soon as it has been read). */
  body: unknown;
}

export const requests: RecordedRequest[] = [];

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: RecordedRequest = { method: request.method, path: url.pathname, search: url.search, body: undefined };
  requests.push(entry);
  void request
    .clone()
    .text()
    .then((text) => {
      entry.body = text ? (JSON.parse(text) as unknown) : undefined;
    })
    .catch(() => undefined);
});

/** The recorded requests to one method and path, e.g. `callsTo('POST', '/api/user.php')`. */
export const callsTo = (method: string, path: string): RecordedRequest[] =>
  requests.filter((r) => r.method === method && r.path === path);

/** Starts the mock API for the test file; every test begins logged out with the fixture account only. */
export function useMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => sessionStore.set({ status: 'anonymous', user: null }));
  afterEach(() => {
    server.resetHandlers();
    resetMocks();
    requests.length = 0;
  });
  afterAll(() => server.close());
}

/** Logs `user` in for the mocks and in the kernel's session store. */
export function logIn(user: User = userFixture): User {
  setMockSession(user);
  sessionStore.set({ status: 'authenticated', user });
  return user;
}
