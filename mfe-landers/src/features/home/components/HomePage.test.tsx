import { act, fireEvent, screen } from '@testing-library/react';
import { bus, type EventOf } from 'shared-kernel/bus';
import { i18n, loadLanguage } from 'shared-kernel/i18n';
import { settingsFixture, userFixture } from 'shared-kernel/testing/fixtures';
import { navigate } from 'shared-kernel/navigation';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import HomePage from './HomePage';

jest.mock('shared-kernel/navigation', () => ({
  ...jest.requireActual('shared-kernel/navigation'),
  navigate: jest.fn(),
}));

const navigateMock = jest.mocked(navigate);

describe('HomePage', () => {
  beforeEach(() => {
    navigateMock.mockClear();
    settingsStore.set({
      ...settingsFixture,
      name: 'Hartklop',
      index_title: 'Daten in de Lage Landen',
      description: 'Singles uit Nederland en België.',
      fictional_warning: 'Dit is een fictief profiel.',
    });
    sessionStore.set({ status: 'anonymous', user: null });
  });

  it('shows the site name, index title, description and fictional-profile notice from the settings', () => {
    renderWithTheme(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Daten in de Lage Landen' })).toBeInTheDocument();
    expect(screen.getByText('Hartklop')).toBeInTheDocument();
    expect(screen.getByText('Singles uit Nederland en België.')).toBeInTheDocument();
    // The site-level disclosure, not the per-profile fictional_warning: no single profile is shown here.
    expect(screen.getByText(/^Sommige profielen op Hartklop zijn fictieve profielen, /)).toBeInTheDocument();
    expect(screen.queryByText('Dit is een fictief profiel.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zo werkt het' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
  });

  it("in another language than the site's, shows its own title, description and notice instead of the site's Dutch words", async () => {
    renderWithTheme(<HomePage />);
    try {
      await act(async () => {
        await loadLanguage('de');
        await i18n.changeLanguage('de');
      });
      expect(await screen.findByText(/^Einige Profile auf Hartklop sind fiktive Profile/)).toBeInTheDocument();
      expect(screen.queryByText(/Sommige profielen/)).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Daten in de Lage Landen' })).not.toBeInTheDocument();
      expect(screen.queryByText('Singles uit Nederland en België.')).not.toBeInTheDocument();
    } finally {
      await act(async () => {
        await i18n.changeLanguage('nl');
      });
    }
  });

  it('"Gratis aanmelden" asks for the signup modal from home (desktop: no navigation)', () => {
    const events: EventOf<'signup/requested'>[] = [];
    const sub = bus.on('signup/requested').subscribe((e) => events.push(e));
    renderWithTheme(<HomePage />);

    const [heroCta] = screen.getAllByRole('button', { name: 'Gratis aanmelden' });
    fireEvent.click(heroCta!);

    sub.unsubscribe();
    expect(events).toEqual([{ type: 'signup/requested', source: 'home' }]);
    expect(navigateMock).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/');
  });

  it('sends a logged-in member to /members and renders nothing', () => {
    sessionStore.set({ status: 'authenticated', user: userFixture });
    const { container } = renderWithTheme(<HomePage />);
    expect(navigateMock).toHaveBeenCalledWith('/members');
    expect(container).toBeEmptyDOMElement();
  });

  it('redirects when the visitor logs in while on the page', () => {
    renderWithTheme(<HomePage />);
    expect(navigateMock).not.toHaveBeenCalled();
    act(() => sessionStore.set({ status: 'authenticated', user: userFixture }));
    expect(navigateMock).toHaveBeenCalledWith('/members');
  });

  it('does not redirect a visitor whose signup already moved on to /complete-signup', () => {
    renderWithTheme(<HomePage />);
    window.history.pushState({}, '', '/complete-signup');
    act(() => sessionStore.set({ status: 'authenticated', user: userFixture }));
    expect(navigateMock).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });
});
