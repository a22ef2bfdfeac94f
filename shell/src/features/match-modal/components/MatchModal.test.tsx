import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as singleSpa from 'single-spa';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { handlers, resetMocks, setMockSession } from 'shared-kernel/testing/handlers';
import { userFixture } from 'shared-kernel/testing/fixtures';
import { chatStore, resetChatState } from 'shared-kernel/stores/chat';
import { ANNOUNCED_MATCHES_KEY } from 'shared-kernel/stores/likes';
import { setUser } from 'shared-kernel/stores/session';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import type { OpenMatchRequest } from '../matchRequests';
import { LIKES_RELOAD_DELAY_MS, MATCH_BUTTON_DELAY_MS, MatchModal } from './MatchModal';

const server = setupServer(...handlers);
const calls: string[] = [];
server.events.on('request:start', ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
});
const navigation = jest.spyOn(singleSpa, 'navigateToUrl').mockImplementation(() => undefined);

let events: AppEvent[] = [];
let sub: { unsubscribe: () => void };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setMockSession(userFixture);
  resetChatState();
  navigation.mockClear();
  calls.length = 0;
  events = [];
  sub = bus.events$.subscribe((e) => {
    if (e.type.startsWith('match/')) events.push(e);
  });
});
afterEach(() => {
  sub.unsubscribe();
  server.resetHandlers();
  resetMocks();
  setMockSession(null);
  jest.useRealTimers();
});
afterAll(() => {
  server.close();
  navigation.mockRestore();
});

const lotte = { id: 3001, name: 'Lotte', main_image: { match: '/media/lotte-match.jpg' } };
const matchRequest = (extra: Partial<OpenMatchRequest> = {}): OpenMatchRequest => ({ id: 1, target: 'chat', profile: lotte, ...extra });

describe('with a profile', () => {
  it("shows 'New like!', a thumbs-up and the liker's round photo; the button appears after 0.75 s", () => {
    jest.useFakeTimers();
    renderWithTheme(<MatchModal request={matchRequest()} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'New like!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByTestId('match-thumbs-up')).toHaveAttribute('aria-hidden', 'true');
    const photo = screen.getByRole('button', { name: 'Bekijk het profiel van Lotte' });
    expect(photo.querySelector('img')).toHaveAttribute('src', '/media/lotte-match.jpg');
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(MATCH_BUTTON_DELAY_MS - 1));
    expect(screen.queryByRole('button', { name: 'Stuur een bericht' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Stuur een bericht' })).toBeInTheDocument();
    expect(MATCH_BUTTON_DELAY_MS).toBe(750);
  });

  it("a mutual like keeps 'New like!' and says that it is a match", () => {
    renderWithTheme(<MatchModal request={matchRequest()} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'New like!' });
    expect(screen.getByTestId('match-line')).toHaveTextContent('Het is een match!');
    expect(dialog).toHaveAccessibleDescription('Jij en Lotte vinden elkaar leuk.');
    expect(screen.queryByText('Lotte vindt jou leuk.')).not.toBeInTheDocument();
  });

  it('marks the match it shows as shown, so the likes store does not announce it again (a like modal marks nothing)', () => {
    localStorage.clear();
    setUser(userFixture);
    const key = `${ANNOUNCED_MATCHES_KEY}:${userFixture.profile.id}`;
    const { unmount } = renderWithTheme(<MatchModal request={matchRequest()} onClose={jest.fn()} />);
    expect(JSON.parse(localStorage.getItem(key) ?? '[]')).toEqual([lotte.id]);
    unmount();
    renderWithTheme(<MatchModal request={matchRequest({ id: 2, target: 'profile', profile: { ...lotte, id: 3002 } })} onClose={jest.fn()} />);
    expect(JSON.parse(localStorage.getItem(key) ?? '[]')).toEqual([lotte.id]);
    setUser(null);
  });

  it("shows the liker's initial without a photo, and the caller's button label", () => {
    jest.useFakeTimers();
    renderWithTheme(<MatchModal request={matchRequest({ profile: { ...lotte, main_image: null }, buttonLabel: 'Zeg hallo' })} onClose={jest.fn()} />);
    expect(screen.getByRole('img', { name: 'Lotte' })).toHaveTextContent('L');
    act(() => jest.advanceTimersByTime(MATCH_BUTTON_DELAY_MS));
    expect(screen.getByRole('button', { name: 'Zeg hallo' })).toBeInTheDocument();
  });

  it('button: emits match/buttonPressed and match/startConversation, closes and opens the chat', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    renderWithTheme(<MatchModal request={matchRequest()} onClose={onClose} />);
    act(() => jest.advanceTimersByTime(MATCH_BUTTON_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Stuur een bericht' }));
    expect(events).toEqual([
      { type: 'match/buttonPressed', profileId: 3001 },
      { type: 'match/startConversation', profileId: 3001 },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(navigation).toHaveBeenCalledWith('/members/3001/chat');
  });

  it('photo: emits match/imagePressed with the profile id and opens the profile', () => {
    const onClose = jest.fn();
    renderWithTheme(<MatchModal request={matchRequest()} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bekijk het profiel van Lotte' }));
    expect(events).toEqual([{ type: 'match/imagePressed', profileId: 3001 }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(navigation).toHaveBeenCalledWith('/members/3001');
  });

  it('the background, the close icon and Escape close it; a click inside does not', () => {
    const onClose = jest.fn();
    renderWithTheme(<MatchModal request={matchRequest()} onClose={onClose} />);
    fireEvent.click(screen.getByRole('heading', { name: 'New like!' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('match-modal'));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByTestId('match-modal').dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(events).toEqual([]);
    expect(navigation).not.toHaveBeenCalled();
  });
});

describe('without a profile (auto-like)', () => {
  it('asks GET /api/auto-like.php, shows that profile and reloads the likes 500 ms later', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderWithTheme(<MatchModal request={{ id: 2, target: 'chat' }} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bekijk het profiel van Femke' })).toBeInTheDocument());
    expect(calls).toEqual(['GET /api/auto-like.php']);
    await act(() => jest.advanceTimersByTimeAsync(LIKES_RELOAD_DELAY_MS - 1));
    expect(calls).toEqual(['GET /api/auto-like.php']);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(calls).toEqual(['GET /api/auto-like.php', 'GET /api/likes.php']);
    jest.useRealTimers();
    await waitFor(() => expect(chatStore.get().likesLoaded).toBe(true));
    expect(chatStore.get().totalNewLikes).toBe(1);
    expect(LIKES_RELOAD_DELAY_MS).toBe(500);
  });

  it('a one-sided like keeps its own wording: no match line', async () => {
    renderWithTheme(<MatchModal request={{ id: 5, target: 'chat' }} onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'New like!' });
    expect(dialog).toHaveAccessibleDescription('Femke vindt jou leuk.');
    expect(screen.queryByTestId('match-line')).not.toBeInTheDocument();
    expect(screen.queryByText(/match/i)).not.toBeInTheDocument();
  });

  it('like modal: its button leads to the profile, not to a chat', async () => {
    renderWithTheme(<MatchModal request={{ id: 3, target: 'profile' }} onClose={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bekijk profiel' }, { timeout: 2000 }));
    expect(events).toEqual([{ type: 'match/buttonPressed', profileId: 3001 }]);
    expect(navigation).toHaveBeenCalledWith('/members/3001');
  });

  it('{profile: null}: nothing is shown and the request is closed', async () => {
    server.use(mswHttp.get('*/api/auto-like.php', () => HttpResponse.json({ profile: null })));
    const onClose = jest.fn();
    renderWithTheme(<MatchModal request={{ id: 4, target: 'chat' }} onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, LIKES_RELOAD_DELAY_MS + 50));
    expect(calls).toEqual(['GET /api/auto-like.php']);
  });
});
