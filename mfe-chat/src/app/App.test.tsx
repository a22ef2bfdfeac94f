import { screen, waitFor } from '@testing-library/react';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { i18n } from 'shared-kernel/i18n';
import { logIn, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { resetChatState } from 'shared-kernel/stores/chat';
import { settingsStore } from 'shared-kernel/stores/settings';
import { COMING_SOON_TEXT } from 'shared-kernel/ui/ComingSoon';
import App, { ROUTES } from './App';

useMockApi();
beforeEach(() => {
  settingsStore.set(null);
  resetChatState();
  document.title = '';
});

describe('mfe-chat App', () => {
  it.each([
    ['/chats', 'Berichten', 'Berichten'],
    ['/chats/7001', 'Gesprek met Femke', 'Gesprek'],
    ['/members/3001/chat', 'Gesprek met Femke', 'Chatten'],
  ])('%s shows its page "%s" and sets the tab title', async (path, heading, title) => {
    logIn();
    const { container } = renderRemoteAt(App, path);
    expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-chat');
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Hartklop`));
  });

  it('asks a visitor to log in, with the way back', async () => {
    renderRemoteAt(App, '/chats/7001');
    expect(await screen.findByText('Log in om te chatten met andere leden.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/chats/7001');
  });

  it('has a Dutch title for every route', () => {
    const titles: Record<string, string> = { chats: 'Berichten', 'chats/:id': 'Gesprek', 'members/:id/chat': 'Chatten' };
    expect(ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(titles).sort());
    for (const route of ROUTES) expect(i18n.t(`app.titles.${route.title}`, { ns: 'chat' })).toBe(titles[route.path]);
  });

  it.each(['/chats/abc', '/chats/0', '/members/x/chat', '/chats/1/extra'])('reports %s to the shell as not found', async (path) => {
    logIn();
    const events: AppEvent[] = [];
    const sub = bus.events$.subscribe((e) => events.push(e));
    renderRemoteAt(App, path);
    await waitFor(() => expect(events).toContainEqual({ type: 'route/notFound', path, remote: 'mfe-chat' }), { timeout: 5000 });
    sub.unsubscribe();
  });
});
