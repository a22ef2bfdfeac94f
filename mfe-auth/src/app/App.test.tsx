import { screen, waitFor } from '@testing-library/react';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { settingsStore } from 'shared-kernel/stores/settings';
import { COMING_SOON_TEXT } from 'shared-kernel/ui/ComingSoon';
import { useMockApi } from 'shared-kernel/testing/server';
import App, { ROUTES } from './App';

useMockApi();
beforeEach(() => {
  settingsStore.set(null);
  document.title = '';
});

describe('mfe-auth App', () => {
  it.each([
    ['/login', 'Inloggen', 'Inloggen'],
    ['/reset-password', 'Wachtwoord vergeten', 'Wachtwoord vergeten'],
    ['/reset-password/do', 'Nieuw wachtwoord instellen', 'Nieuw wachtwoord instellen'],
    ['/activate/error', 'Activeren mislukt', 'Activeren mislukt'],
    ['/mail-change/do', 'E-mailadres bevestigen', 'E-mailadres bevestigen'],
    ['/account-deleted', 'Account verwijderd', 'Account verwijderd'],
    ['/unsubscribe', 'Afmelden voor e-mails', 'Afmelden voor e-mails'],
  ])('%s shows its page "%s" and sets the tab title', async (path, heading, title) => {
    const { container } = renderRemoteAt(App, path);
    expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-auth');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Hartklop`);
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
  });

  it.each([
    ['/signup', 'Meld je gratis aan', 'Aanmelden'],
    ['/signup-matches', 'Jouw eerste matches', 'Jouw eerste matches'],
    ['/complete-signup', 'Aanmelding voltooien', 'Aanmelding voltooien'],
    ['/members/42/signup', 'Stuur dit lid een bericht: meld je gratis aan', 'Meld je gratis aan'],
  ])('%s shows its signup page "%s"', async (path, heading, title) => {
    renderRemoteAt(App, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
    expect(document.title).toBe(`${title} | Hartklop`);
  });

  it('/activate/done without a token continues to the error page', async () => {
    renderRemoteAt(App, '/activate/done');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activeren mislukt' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/activate/error');
  });

  it('/settings sends an anonymous visitor to the login page, which leads back', async () => {
    renderRemoteAt(App, '/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?redirect=/settings');
    await waitFor(() => expect(document.title).toBe('Inloggen | Hartklop'));
  });

  it('keeps the unread-count prefix of the shell and follows the site name', async () => {
    settingsStore.set({ name: 'Hartklop België' } as never);
    document.title = '(3) Hartklop';
    renderRemoteAt(App, '/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' });
    expect(document.title).toBe('(3) Wachtwoord vergeten | Hartklop België');
  });

  it('has a title for every route', () => {
    for (const route of ROUTES) expect(route.title).toBeTruthy();
    expect(ROUTES.map((r) => r.path)).toEqual(expect.arrayContaining(['login', 'settings', 'signup', 'members/:id/signup']));
  });

  it.each(['/login/extra', '/settings/iets', '/bestaat-niet'])(
    'reports %s to the shell as not found and renders nothing',
    async (path) => {
      const events: AppEvent[] = [];
      const sub = bus.events$.subscribe((e) => events.push(e));
      const { container } = renderRemoteAt(App, path);
      await waitFor(() => expect(events).toContainEqual({ type: 'route/notFound', path, remote: 'mfe-auth' }));
      sub.unsubscribe();
      expect(container.firstElementChild).toBeEmptyDOMElement();
    },
  );
});
