import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { recordEvents } from 'shared-kernel/testing/bus';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { likeMock } from 'shared-kernel/testing/members';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { chatStore, resetChatState } from 'shared-kernel/stores/chat';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { useNavigationSpy } from 'shared-kernel/testing/navigation';

useMockApi();
const navigation = useNavigationSpy();

beforeEach(() => {
  settingsStore.set({ ...settingsFixture, cdn_prefix: '/media/' });
  resetChatState();
});

async function renderLikes(path: string) {
  const view = renderRemoteAt(App, path);
  // The first render loads the page's chunk (slow on a busy machine).
  await screen.findByRole('tablist', { name: 'Soort likes' }, { timeout: 5000 });
  return view;
}

const cards = () => screen.queryAllByRole('listitem').map((li) => li.getAttribute('data-profile-id'));

describe('LikesPage', () => {
  it('shows the received likes first, new ones marked "Nieuw", each linking to the profile', async () => {
    logIn();
    await renderLikes('/likes');
    expect(screen.getByRole('heading', { level: 1, name: 'Likes' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Ontvangen', 'Gegeven', 'Matches']);
    expect(screen.getByRole('tab', { name: 'Ontvangen' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(cards()).toEqual(['3001', '3004']);
    const femke = within(panel).getByRole('link', { name: /Femke/ });
    expect(femke).toHaveAttribute('href', '/members/3001');
    expect(femke).toHaveTextContent('Nieuw');
    expect(within(panel).getByRole('link', { name: /Noor/ })).not.toHaveTextContent('Nieuw');
    expect(chatStore.get().totalNewLikes).toBe(1);
  });

  it('given likes and matches by type; the tabs lead to /likes/{type}', async () => {
    logIn();
    likeMock(3001); // Femke liked the member first: a match
    likeMock(3010);
    await renderLikes('/likes/given');
    expect(screen.getByRole('tab', { name: 'Gegeven' })).toHaveAttribute('aria-selected', 'true');
    expect(cards()).toEqual(['3001', '3010']);
    fireEvent.click(screen.getByRole('tab', { name: 'Matches' }));
    expect(navigation).toHaveBeenCalledWith('/likes/matches');
  });

  it('matches tab shows the mutual likes', async () => {
    logIn();
    likeMock(3004);
    likeMock(3010);
    await renderLikes('/likes/matches');
    expect(cards()).toEqual(['3004']);
  });

  it('empty states in Dutch', async () => {
    logIn();
    server.use(mswHttp.get('*/api/likes.php', () => HttpResponse.json({ profiles: [], liked_by: [], likes: [], matches: [] })));
    await renderLikes('/likes/matches');
    expect(screen.getByText('Je hebt nog geen matches. Een match ontstaat als jullie elkaar allebei liken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
  });

  it('the progress indicator shows on the first load only; later visits reload in the background', async () => {
    logIn();
    const { events, stop } = recordEvents();
    const first = renderRemoteAt(App, '/likes');
    // Found while the first answer is out (it is gone again as soon as the answer arrives).
    await screen.findByText('Likes worden geladen...', {}, { timeout: 5000 });
    await screen.findByRole('tablist');
    first.unmount();
    renderRemoteAt(App, '/likes/received');
    expect(screen.queryByText('Likes worden geladen...')).not.toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/likes.php')).toHaveLength(2));
    stop();
    expect(events.filter((e) => e.type === 'loading/start' || e.type === 'loading/done').map((e) => e.type)).toEqual([
      'loading/start',
      'loading/done',
    ]);
  });

  it('opening a new like clears its mark and the badge count at once', async () => {
    logIn();
    await renderLikes('/likes');
    fireEvent.click(screen.getByRole('link', { name: /Femke/ }));
    expect(navigation).toHaveBeenCalledWith('/members/3001');
    expect(chatStore.get().totalNewLikes).toBe(0);
    expect(screen.getByRole('link', { name: /Femke/ })).not.toHaveTextContent('Nieuw');
  });

  it('a failed load offers a retry', async () => {
    logIn();
    server.use(
      mswHttp.get('*/api/likes.php', () => HttpResponse.json({ error: 'not_found', message: 'Likes zijn even niet beschikbaar.' }, { status: 404 }), {
        once: true,
      }),
    );
    renderRemoteAt(App, '/likes');
    expect(await screen.findByText('Likes zijn even niet beschikbaar.', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(callsTo('GET', '/api/likes.php')).toHaveLength(2);
  });

  it('an unknown type is the shell 404', async () => {
    logIn();
    const { events, stop } = recordEvents();
    renderRemoteAt(App, '/likes/favourites');
    await waitFor(() => expect(events).toContainEqual({ type: 'route/notFound', path: '/likes/favourites', remote: 'mfe-members' }), { timeout: 5000 });
    stop();
    expect(callsTo('GET', '/api/likes.php')).toHaveLength(0);
  });

  it('visitors are asked to log in (and come back) or sign up', async () => {
    renderRemoteAt(App, '/likes/given');
    expect(await screen.findByText('Log in om je likes te zien.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/likes/given');
    expect(callsTo('GET', '/api/likes.php')).toHaveLength(0);
  });
});

describe('LikeDetailPage', () => {
  it('shows one like with its card and a link to the profile', async () => {
    logIn();
    renderRemoteAt(App, '/likes/m/3001');
    expect(await screen.findByRole('heading', { level: 2, name: 'Like van Femke' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Like bekijken' })).toBeInTheDocument();
    expect(screen.getByText('Femke heeft je geliked.')).toBeInTheDocument();
    expect(cards()).toEqual(['3001']);
    expect(screen.getByRole('link', { name: 'Bekijk het profiel van Femke' })).toHaveAttribute('href', '/members/3001');
    expect(screen.getByRole('link', { name: 'Terug naar je likes' })).toHaveAttribute('href', '/likes');
  });

  it.each([['/likes/m/3010'], ['/likes/m/abc'], ['/likes/m/0']])('%s is the shell 404', async (path) => {
    logIn();
    const { events, stop } = recordEvents();
    renderRemoteAt(App, path);
    await waitFor(() => expect(events).toContainEqual({ type: 'route/notFound', path, remote: 'mfe-members' }), { timeout: 5000 });
    stop();
  });
});
