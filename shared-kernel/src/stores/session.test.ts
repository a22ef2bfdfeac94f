import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers, resetMocks, setMockSession } from '../testing/handlers';
import { userFixture } from '../testing/fixtures';
import { saveUserLanguage, sessionStore } from './session';

const server = setupServer(...handlers);
const puts: unknown[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method === 'PUT') puts.push(await request.clone().json());
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  puts.length = 0;
  resetMocks();
});
afterAll(() => server.close());

describe('saveUserLanguage (SPEC §7: PUT /api/user.php on a locale change while logged in)', () => {
  it('saves the language of a logged-in member and keeps the answer', async () => {
    setMockSession(userFixture);
    sessionStore.set({ status: 'authenticated', user: userFixture });
    await saveUserLanguage('de');
    expect(puts).toEqual([{ language: 'de' }]);
    expect(sessionStore.get().user?.language).toBe('de');
  });

  it('sends nothing for anonymous visitors or an unchanged language', async () => {
    sessionStore.set({ status: 'anonymous', user: null });
    await saveUserLanguage('de');
    sessionStore.set({ status: 'authenticated', user: { ...userFixture, language: 'nl' } });
    await saveUserLanguage('nl');
    expect(puts).toEqual([]);
  });

  it('a failed save leaves the session as it was', async () => {
    server.use(mswHttp.put('*/api/user.php', () => HttpResponse.json({ error: 'validation_error', message: 'x' }, { status: 400 })));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sessionStore.set({ status: 'authenticated', user: userFixture });
    await saveUserLanguage('fr');
    expect(sessionStore.get().user).toBe(userFixture);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
