import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers, setMockSession } from '../testing/handlers';
import { companyInfoFixture, interestsFixture, regionsFixture, settingsFixture, userFixture } from '../testing/fixtures';
import { bus } from '../bus';
import { waitFor } from '@testing-library/react';
import { i18n } from '../i18n';
import { createLoader } from './loader';
import { createStore } from './store';
import { loadSettings, settingsStore } from './settings';
import { companyInfoStore, loadCompanyInfo } from './companyInfo';
import { interestsStore, loadInterests } from './interests';
import { loadRegions, regionsStore } from './regions';
import { loadUser, logoutLocally, sessionStore } from './session';
import { chatStore, markChatRead, setChats, setLikes } from './chat';

const server = setupServer(...handlers);
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  setMockSession(null);
});
afterAll(() => server.close());

describe('createLoader', () => {
  it('loads once, shares the in-flight promise and retries after a failure', async () => {
    const store = createStore<number | null>(null);
    const fetcher = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(42);
    const load = createLoader(store, fetcher);
    await expect(load()).rejects.toThrow('boom');
    const [a, b] = [load(), load()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe(42);
    await expect(load()).resolves.toBe(42);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(store.get()).toBe(42);
    await load({ force: true });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });
});

describe('public data loaders', () => {
  it('settings: one request with the page query plus domain, skipped when held', async () => {
    window.history.replaceState(null, '', '/?ref=summer&sub1=abc');
    const [a, b] = await Promise.all([loadSettings(), loadSettings()]);
    expect(a).toBe(b);
    expect(a.name).toBe(settingsFixture.name);
    await loadSettings();
    expect(requests).toEqual(['GET /api/settings.php?ref=summer&sub1=abc&domain=localhost']);
    expect(settingsStore.get()).toEqual(settingsFixture);
    window.history.replaceState(null, '', '/');
  });

  it('company info, interests and regions load once each', async () => {
    await Promise.all([loadCompanyInfo(), loadCompanyInfo(), loadInterests(), loadInterests(), loadRegions(), loadRegions()]);
    await Promise.all([loadCompanyInfo(), loadInterests(), loadRegions()]);
    expect([...requests].sort()).toEqual(['GET /api/companyinfo.php', 'GET /api/interests.php', 'GET /api/regions.php']);
    expect(companyInfoStore.get()).toEqual(companyInfoFixture);
    expect(interestsStore.get()).toEqual(interestsFixture);
    expect(regionsStore.get()).toEqual(regionsFixture);
  });

  it('fetches the held interests again after a language switch (the API names them in it)', async () => {
    await loadInterests();
    requests.length = 0;
    server.use(mswHttp.get('*/api/interests.php', () => HttpResponse.json({ interests: [{ ...interestsFixture[0]!, name: 'Voyages' }] })));
    await i18n.changeLanguage('fr');
    await waitFor(() => expect(interestsStore.get()?.[0]?.name).toBe('Voyages'));
    expect(requests).toEqual(['GET /api/interests.php']);
    await i18n.changeLanguage('nl');
  });
});

describe('session', () => {
  it('403 on /api/user.php makes the visitor anonymous without a logout event', async () => {
    const auth = jest.fn();
    const sub = bus.on('session/authenticationRequired').subscribe(auth);
    await expect(loadUser()).resolves.toBeNull();
    sub.unsubscribe();
    expect(sessionStore.get()).toEqual({ status: 'anonymous', user: null });
    expect(auth).not.toHaveBeenCalled();
  });

  it('loads the user and announces session/changed', async () => {
    setMockSession(userFixture);
    const changes: unknown[] = [];
    const sub = bus.on('session/changed').subscribe((e) => changes.push(e.user));
    await expect(loadUser()).resolves.toEqual(userFixture);
    sub.unsubscribe();
    expect(sessionStore.get()).toEqual({ status: 'authenticated', user: userFixture });
    expect(changes).toEqual([userFixture]);
  });

  it('logs out locally on 403 authentication_required from another endpoint', async () => {
    setMockSession(userFixture);
    await loadUser();
    server.use(
      mswHttp.get('*/api/chats.php', () =>
        HttpResponse.json({ error: 'authentication_required', message: 'Log in' }, { status: 403 }),
      ),
    );
    const { http } = await import('../http');
    await expect(http.request('GET', '/api/chats.php')).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.get()).toEqual({ status: 'anonymous', user: null });
  });

  it('rethrows other failures and keeps the state', async () => {
    setMockSession(userFixture);
    await loadUser();
    server.use(mswHttp.get('*/api/user.php', () => HttpResponse.json({ error: 'not_found', message: 'x' }, { status: 404 })));
    await expect(loadUser()).rejects.toMatchObject({ status: 404 });
    expect(sessionStore.get().status).toBe('authenticated');
    logoutLocally();
    expect(sessionStore.get()).toEqual({ status: 'anonymous', user: null });
  });

  it('without an answer, a visitor whose session was unknown counts as logged out (and the error is rethrown)', async () => {
    sessionStore.set({ status: 'unknown', user: null });
    server.use(mswHttp.get('*/api/user.php', () => HttpResponse.json({ error: 'not_found', message: 'x' }, { status: 404 })));
    await expect(loadUser()).rejects.toMatchObject({ status: 404 });
    expect(sessionStore.get()).toEqual({ status: 'anonymous', user: null });
  });

  it('keeps credits in step with credits/changed', async () => {
    setMockSession(userFixture);
    await loadUser();
    bus.emit({ type: 'credits/changed', credits: 5 });
    expect(sessionStore.get().user?.credits).toBe(5);
    logoutLocally();
  });
});

describe('chat store', () => {
  it('derives totalUnread and totalNewLikes', () => {
    setChats([
      { conversation: { id: 1, last_message: null, updated_at: '2026-01-01T00:00:00.000Z' }, profile: { id: 10, name: 'Anna', age: 30, city: 'Utrecht', country: 'nl', fictional: false, cam: false, main_image: null }, num_unread_messages: 3 },
      { conversation: { id: 2, last_message: null, updated_at: '2026-01-01T00:00:00.000Z' }, profile: { id: 11, name: 'Anna', age: 30, city: 'Utrecht', country: 'nl', fictional: false, cam: false, main_image: null }, num_unread_messages: 2 },
    ]);
    setLikes([{ id: 10 }], [
      { id: 10, like_new: true },
      { id: 12, like_new: false },
      { id: 13, like_new: true },
    ]);
    expect(chatStore.get().totalUnread).toBe(5);
    expect(chatStore.get().totalNewLikes).toBe(2);
    markChatRead(1);
    expect(chatStore.get().totalUnread).toBe(2);
  });
});
