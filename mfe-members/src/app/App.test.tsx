import { screen, waitFor } from '@testing-library/react';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { i18n } from 'shared-kernel/i18n';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { resetSearchState } from 'shared-kernel/stores/search';
import { settingsStore } from 'shared-kernel/stores/settings';
import { COMING_SOON_TEXT } from 'shared-kernel/ui/ComingSoon';
import { useMockApi } from 'shared-kernel/testing/server';
import App, { ROUTES } from './App';

useMockApi();
beforeEach(() => {
  settingsStore.set(null);
  resetSearchState();
  document.title = '';
});

describe('mfe-members App', () => {
  it.each([
    ['/members', 'Leden zoeken', 'Leden zoeken'],
    ['/members/3000', 'Lotte', 'Profiel bekijken'],
  ])('%s shows its page "%s" and sets the tab title', async (path, heading, title) => {
    const { container } = renderRemoteAt(App, path);
    expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-members');
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Hartklop`));
  });

  it('has a page for every route (none is "coming soon" any more)', () => {
    expect(ROUTES.filter((route) => !route.page).map((route) => route.path)).toEqual([]);
  });

  it('has a Dutch title for every route', () => {
    const titles: Record<string, string> = {
      members: 'Leden zoeken',
      'members/:id': 'Profiel bekijken',
      likes: 'Likes',
      'likes/m/:id': 'Like bekijken',
      'likes/:type': 'Likes',
      notifications: 'Meldingen',
      profile: 'Mijn profiel',
      'match-finder': 'Matchfinder',
      'swipe-game': 'Swipegame',
      'lang-config': 'Taalinstellingen',
    };
    expect(ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(titles).sort());
    for (const route of ROUTES) expect(i18n.t(`app.titles.${route.title}`, { ns: 'members' })).toBe(titles[route.path]);
  });

  it.each(['/members/42/extra', '/bestaat-niet', '/likes/m/1/x'])('reports %s to the shell as not found and renders nothing', async (path) => {
    const events: AppEvent[] = [];
    const sub = bus.events$.subscribe((e) => events.push(e));
    const { container } = renderRemoteAt(App, path);
    await waitFor(() => expect(events).toContainEqual({ type: 'route/notFound', path, remote: 'mfe-members' }));
    sub.unsubscribe();
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
