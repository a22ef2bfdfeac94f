import { waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers, resetMocks, setMockSession } from '../testing/handlers';
import { userFixture } from '../testing/fixtures';
import { bus } from '../bus';
import { chatStore, markLikeSeen, resetChatState } from './chat';
import { ANNOUNCED_MATCHES_KEY, loadLikes, markMatchShown } from './likes';
import { setUser } from './session';
import { settingsStore } from './settings';

const server = setupServer(...handlers);
let likesCalls = 0;
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname === '/api/likes.php') likesCalls += 1;
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setMockSession(userFixture);
  resetChatState();
  likesCalls = 0;
});
afterEach(() => {
  server.resetHandlers();
  resetMocks();
  setMockSession(null);
});
afterAll(() => server.close());

const loadingEvents = () => {
  const events: string[] = [];
  const sub = bus.events$.subscribe((e) => {
    if (e.type === 'loading/start' || e.type === 'loading/done') events.push(e.type);
  });
  return { events, stop: () => sub.unsubscribe() };
};

describe('loadLikes', () => {
  it('stores profiles, liked_by, given likes and matches; totalNewLikes counts like_new', async () => {
    server.use(
      mswHttp.get('*/api/likes.php', () =>
        HttpResponse.json({
          profiles: [
            { id: 1, name: 'A', age: 30, city: 'Utrecht', country: 'NL', fictional: false, main_image: null },
            { id: 2, name: 'B', age: 31, city: 'Gent', country: 'BE', fictional: false, main_image: null },
          ],
          liked_by: [
            { id: 1, like_new: true },
            { id: 2, like_new: true },
            { id: 3, like_new: false },
          ],
          likes: [2, 4],
          matches: [2],
        }),
      ),
    );
    const answer = await loadLikes();
    const state = chatStore.get();
    expect(answer.matches).toEqual([2]);
    expect(state.likes.map((p) => p.id)).toEqual([1, 2]);
    expect(state.liked_by).toHaveLength(3);
    expect(state.likes_given).toEqual([2, 4]);
    expect(state.matches).toEqual([2]);
    expect(state.totalNewLikes).toBe(2);
    expect(state.likesLoaded).toBe(true);
  });

  it('shows the progress indicator only on the first load; a call during a reload asks again, every caller gets the newest', async () => {
    const { events, stop } = loadingEvents();
    const [a, b] = [loadLikes(), loadLikes()];
    expect(a).toBe(b);
    await a;
    expect(likesCalls).toBe(2);
    expect(events).toEqual(['loading/start', 'loading/done']);
    await loadLikes();
    stop();
    expect(likesCalls).toBe(3);
    expect(events).toEqual(['loading/start', 'loading/done']);
  });

  it('a like during a reload: the answer from before it never replaces the one after it', async () => {
    const answer = (liked_by: { id: number; like_new: boolean }[], delayMs: number) => async () => {
      await new Promise((r) => setTimeout(r, delayMs));
      return HttpResponse.json({ profiles: [], liked_by, likes: [], matches: [] });
    };
    server.use(
      mswHttp.get('*/api/likes.php', answer([], 40), { once: true }),
      mswHttp.get('*/api/likes.php', answer([{ id: 7, like_new: true }], 0), { once: true }),
    );
    const before = loadLikes();
    const after = loadLikes();
    await Promise.all([before, after]);
    expect(chatStore.get().totalNewLikes).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(chatStore.get().totalNewLikes).toBe(1);
  });

  it('ends the progress indicator on a failure and tries again (with the indicator) next time', async () => {
    server.use(mswHttp.get('*/api/likes.php', () => HttpResponse.json({ error: 'not_found', message: 'weg' }, { status: 404 }), { once: true }));
    const { events, stop } = loadingEvents();
    await expect(loadLikes()).rejects.toMatchObject({ status: 404 });
    expect(chatStore.get().likesLoaded).toBe(false);
    await loadLikes();
    stop();
    expect(events).toEqual(['loading/start', 'loading/done', 'loading/start', 'loading/done']);
    expect(chatStore.get().liked_by).toEqual([
      { id: 3001, like_new: true },
      { id: 3004, like_new: false },
    ]);
    expect(chatStore.get().totalNewLikes).toBe(1);
  });

  it('markLikeSeen clears like_new of one received like and lowers totalNewLikes', async () => {
    await loadLikes();
    expect(chatStore.get().totalNewLikes).toBe(1);
    const before = chatStore.get();
    markLikeSeen(3004); // already seen: nothing changes
    expect(chatStore.get()).toBe(before);
    markLikeSeen(3001);
    expect(chatStore.get().liked_by).toEqual([
      { id: 3001, like_new: false },
      { id: 3004, like_new: false },
    ]);
    expect(chatStore.get().totalNewLikes).toBe(0);
  });

  it('reloads on a push message once loaded (not before)', async () => {
    bus.emit({ type: 'push/message', data: {} });
    await new Promise((r) => setTimeout(r, 50));
    expect(likesCalls).toBe(0);
    await loadLikes();
    bus.emit({ type: 'push/message', data: {} });
    await waitFor(() => expect(likesCalls).toBe(2));
  });

  it('is cleared on logout', async () => {
    await loadLikes();
    bus.emit({ type: 'session/changed', user: null });
    expect(chatStore.get().likesLoaded).toBe(false);
    expect(chatStore.get().liked_by).toEqual([]);
  });

  describe('a match made by the other member', () => {
    const card = (id: number, name: string) => ({
      id,
      name,
      age: 30,
      city: 'Utrecht',
      country: 'NL',
      fictional: false,
      main_image: { filename: `p/${id}.jpg`, thumb_filename: `p/${id}_t.jpg` },
    });
    const answer = (likedBy: Array<{ id: number; like_new: boolean }>, matches: number[]) =>
      mswHttp.get('*/api/likes.php', () =>
        HttpResponse.json({ profiles: [card(7, 'Eva'), card(8, 'Iris')], liked_by: likedBy, likes: matches, matches }),
      );
    const shown = () => {
      const profiles: unknown[] = [];
      const sub = bus.on('match/show').subscribe((e) => profiles.push(e.profile));
      return { profiles, stop: () => sub.unsubscribe() };
    };

    beforeEach(() => {
      localStorage.clear();
      setUser(userFixture);
      settingsStore.set({ ...(settingsStore.get() ?? ({} as never)), cdn_prefix: '/media/' });
    });
    afterEach(() => setUser(null));

    it('announces a new match whose like is still unseen until a modal has shown it', async () => {
      server.use(answer([{ id: 7, like_new: true }, { id: 8, like_new: false }], [7, 8]));
      const { profiles, stop } = shown();
      await loadLikes();
      // No modal showed it (e.g. the shell was not listening yet): the next load announces it again.
      await loadLikes();
      markMatchShown(7);
      await loadLikes();
      stop();
      const eva = { id: 7, name: 'Eva', main_image: { match: '/media/p/7.jpg' } };
      expect(profiles).toEqual([eva, eva]);
      const key = `${ANNOUNCED_MATCHES_KEY}:${userFixture.profile.id}`;
      expect(JSON.parse(localStorage.getItem(key) ?? '[]')).toEqual([7]);
    });

    it('does not announce a match this member already saw in a modal (their own like made it)', async () => {
      markMatchShown(7);
      server.use(answer([{ id: 7, like_new: true }], [7]));
      const { profiles, stop } = shown();
      await loadLikes();
      stop();
      expect(profiles).toEqual([]);
    });

    it('announces nothing for seen likes, non-mutual likes or without a logged-in member', async () => {
      server.use(answer([{ id: 7, like_new: false }, { id: 8, like_new: true }], [7]));
      const { profiles, stop } = shown();
      await loadLikes();
      setUser(null);
      server.use(answer([{ id: 8, like_new: true }], [8]));
      await loadLikes();
      stop();
      expect(profiles).toEqual([]);
    });
  });
});
