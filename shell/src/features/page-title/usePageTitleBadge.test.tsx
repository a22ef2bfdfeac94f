import { act, renderHook, waitFor } from '@testing-library/react';
import { userFixture } from 'shared-kernel/testing/fixtures';
import { chatStore, resetChatState, sessionStore, setChats, setLikes, type ChatEntry } from 'shared-kernel/stores';
import { applyLiveMessage, openChat } from 'shared-kernel/stores/chat';
import { usePageTitleBadge } from './usePageTitleBadge';

const chat = (id: number, unread: number): ChatEntry => ({
  conversation: { id, last_message: null, updated_at: '2026-01-01T00:00:00.000Z' },
  profile: { id: id + 100, name: 'Anna', age: 30, city: 'Utrecht', country: 'nl', fictional: false, cam: false, main_image: null },
  num_unread_messages: unread,
});

describe('usePageTitleBadge', () => {
  const setAppBadge = jest.fn((_n?: number) => Promise.resolve());
  const clearAppBadge = jest.fn(() => Promise.resolve());

  beforeEach(() => {
    resetChatState();
    sessionStore.set({ status: 'authenticated', user: userFixture });
    document.title = 'Hartklop';
    setAppBadge.mockClear();
    clearAppBadge.mockClear();
    Object.defineProperty(navigator, 'setAppBadge', { configurable: true, value: setAppBadge });
    Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: clearAppBadge });
  });

  afterEach(() => {
    delete (navigator as { setAppBadge?: unknown }).setAppBadge;
    delete (navigator as { clearAppBadge?: unknown }).clearAppBadge;
  });

  it('has no prefix and clears the badge at 0', () => {
    renderHook(() => usePageTitleBadge());
    expect(document.title).toBe('Hartklop');
    expect(clearAppBadge).toHaveBeenCalled();
    expect(setAppBadge).not.toHaveBeenCalled();
  });

  it('prefixes the title with unread messages + new likes and sets the app badge', () => {
    const { result } = renderHook(() => usePageTitleBadge());
    act(() => {
      setChats([chat(1, 2), chat(2, 3)]);
      setLikes([], [
        { id: 7, like_new: true },
        { id: 8, like_new: false },
      ]);
    });
    expect(chatStore.get().totalUnread).toBe(5);
    expect(result.current).toBe(6);
    expect(document.title).toBe('(6) Hartklop');
    expect(setAppBadge).toHaveBeenLastCalledWith(6);

    act(() => setChats([chat(1, 0)]));
    expect(document.title).toBe('(1) Hartklop');

    act(() => setLikes([], []));
    expect(document.title).toBe('Hartklop');
    expect(clearAppBadge).toHaveBeenCalled();
  });

  it('puts the prefix back when a page replaces the title, without stacking', async () => {
    renderHook(() => usePageTitleBadge());
    act(() => setChats([chat(1, 4)]));
    expect(document.title).toBe('(4) Hartklop');

    document.title = 'Berichten | Hartklop';
    await waitFor(() => expect(document.title).toBe('(4) Berichten | Hartklop'));

    document.title = '(4) Leden | Hartklop';
    await new Promise((r) => setTimeout(r, 0));
    expect(document.title).toBe('(4) Leden | Hartklop');
  });

  it('ignores app badge failures and missing support', () => {
    setAppBadge.mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    renderHook(() => usePageTitleBadge());
    expect(() => act(() => setChats([chat(1, 1)]))).not.toThrow();
    expect(document.title).toBe('(1) Hartklop');

    delete (navigator as { setAppBadge?: unknown }).setAppBadge;
    expect(() => act(() => setChats([chat(1, 2)]))).not.toThrow();
    expect(document.title).toBe('(2) Hartklop');
  });

  it('shows no count when nobody is logged in (e.g. right after logout)', () => {
    renderHook(() => usePageTitleBadge());
    act(() => setChats([chat(1, 3)]));
    expect(document.title).toBe('(3) Hartklop');
    act(() => sessionStore.set({ status: 'anonymous', user: null }));
    expect(document.title).toBe('Hartklop');
    expect(clearAppBadge).toHaveBeenCalled();
  });

  it('follows live messages and clears when the chat is opened', async () => {
    const fetchMock = jest.fn(
      async () => new Response('{"num_unread_messages":0}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const originalFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      renderHook(() => usePageTitleBadge());
      act(() => setChats([chat(1, 0), chat(2, 1)]));
      expect(document.title).toBe('(1) Hartklop');
      act(() =>
        applyLiveMessage(
          {
            id: 9,
            conversation_id: 1,
            sender_profile_id: 101,
            mine: false,
            kind: 'text',
            text: 'Hoi',
            photo: null,
            gift: null,
            created_at: '2026-01-02T10:00:00.000Z',
          },
          2,
        ),
      );
      expect(document.title).toBe('(3) Hartklop');
      expect(setAppBadge).toHaveBeenLastCalledWith(3);
      await act(() => openChat(1, 9));
      expect(document.title).toBe('(1) Hartklop');
      await act(() => openChat(2, 4));
      expect(document.title).toBe('Hartklop');
      expect(clearAppBadge).toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      global.fetch = originalFetch;
    }
  });
});
