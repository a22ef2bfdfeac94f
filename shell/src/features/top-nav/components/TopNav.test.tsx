import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { User } from 'shared-kernel/contract';
import { i18n } from 'shared-kernel/i18n';
import { settingsFixture, userFixture } from 'shared-kernel/testing/fixtures';
import { resetChatState, sessionStore, setChats, setLikes, settingsStore } from 'shared-kernel/stores';
import { KernelThemeProvider } from 'shared-kernel/ui';
import { TopNav } from './TopNav';

const renderNav = (routeName: string | null = null) =>
  render(
    <KernelThemeProvider>
      <header>
        <TopNav routeName={routeName} />
      </header>
    </KernelThemeProvider>,
  );

const logIn = (patch: Partial<User> = {}) =>
  act(() => sessionStore.set({ status: 'authenticated', user: { ...userFixture, ...patch } }));
const logOut = () => act(() => sessionStore.set({ status: 'anonymous', user: null }));

const unreadChats = (n: number) => [
  {
    conversation: { id: 1, last_message: null, updated_at: '2026-01-01T00:00:00.000Z' },
    profile: { id: 2, name: 'Anna', age: 30, city: 'Utrecht', country: 'nl', fictional: false, cam: false, main_image: null },
    num_unread_messages: n,
  },
];

function mockStandalone(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches && query === '(display-mode: standalone)',
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  });
}

beforeAll(async () => {
  // The member links and dropdowns are lazy chunks; load them once so every test renders synchronously.
  await Promise.all([import('./MemberLinks'), import('./AccountMenu'), import('./LanguageMenu')]);
});

beforeEach(async () => {
  resetChatState();
  settingsStore.set(settingsFixture);
  sessionStore.set({ status: 'unknown', user: null });
  window.history.replaceState(null, '', '/');
  document.cookie = 'locale=; path=/; max-age=0';
  await i18n.changeLanguage('nl');
  delete (window as { matchMedia?: unknown }).matchMedia;
});

afterAll(async () => {
  await i18n.changeLanguage('nl');
});

describe('<TopNav/> logged out', () => {
  it('shows the logo linking to / and a login button, no member links', () => {
    logOut();
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).getByRole('link', { name: 'Hartklop, naar de homepage' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /Berichten/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mijn account' })).not.toBeInTheDocument();
  });

  it('login navigates without a page load', () => {
    logOut();
    renderNav();
    fireEvent.click(screen.getByRole('link', { name: 'Inloggen' }));
    expect(window.location.pathname).toBe('/login');
  });

  it('shows no login button while the session is still unknown', () => {
    renderNav();
    expect(screen.queryByRole('link', { name: 'Inloggen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hartklop, naar de homepage' })).toHaveAttribute('href', '/');
  });
});

describe('<TopNav/> logged in', () => {
  it('links the logo to /members and shows search, messages, likes, premium and the account menu', async () => {
    logIn({ paid_user: false });
    renderNav();
    expect(screen.getByRole('link', { name: 'Hartklop, naar leden zoeken' })).toHaveAttribute('href', '/members');
    expect(await screen.findByRole('link', { name: 'Leden zoeken' })).toHaveAttribute('href', '/members');
    expect(screen.getByRole('link', { name: 'Berichten' })).toHaveAttribute('href', '/chats');
    expect(screen.getByRole('link', { name: 'Likes' })).toHaveAttribute('href', '/likes');
    expect(screen.getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByRole('link', { name: /Credits/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Inloggen' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mijn account' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current section with aria-current', () => {
    window.history.replaceState(null, '', '/chats/12');
    logIn();
    renderNav();
    expect(screen.getByRole('link', { name: 'Berichten' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Likes' })).not.toHaveAttribute('aria-current');
  });

  it('shows the unread badge (99+ from 100) and hides it at 0', () => {
    logIn();
    renderNav();
    expect(screen.queryByTestId('nav-messages-badge')).not.toBeInTheDocument();

    act(() => setChats(unreadChats(7)));
    expect(screen.getByTestId('nav-messages-badge')).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'Berichten , 7 ongelezen berichten' })).toBeInTheDocument();

    act(() => setChats(unreadChats(99)));
    expect(screen.getByTestId('nav-messages-badge')).toHaveTextContent(/^99$/);

    act(() => setChats(unreadChats(100)));
    expect(screen.getByTestId('nav-messages-badge')).toHaveTextContent('99+');

    act(() => setChats(unreadChats(0)));
    expect(screen.queryByTestId('nav-messages-badge')).not.toBeInTheDocument();
  });

  it('shows the new-likes badge', () => {
    logIn();
    renderNav();
    expect(screen.queryByTestId('nav-likes-badge')).not.toBeInTheDocument();
    act(() =>
      setLikes([], [
        { id: 1, like_new: true },
        { id: 2, like_new: true },
        { id: 3, like_new: false },
      ]),
    );
    expect(screen.getByTestId('nav-likes-badge')).toHaveTextContent('2');
  });

  it('paid users get credits instead of premium, with a badge only at 10 or fewer credits', () => {
    logIn({ paid_user: true, credits: 35 });
    renderNav();
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
    // A euro site: the credits icon is a coin with a euro sign, not a dollar.
    expect(screen.getByRole('link', { name: 'Credits' }).querySelector('svg[data-icon="euro"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Premium' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-credits-badge')).not.toBeInTheDocument();

    logIn({ paid_user: true, credits: 10 });
    expect(screen.getByTestId('nav-credits-badge')).toHaveTextContent('10');
    expect(screen.getByTestId('nav-credits-badge')).toHaveAttribute('data-variant', 'warning');

    logIn({ paid_user: true, credits: 1 });
    expect(screen.getByTestId('nav-credits-badge')).toHaveAttribute('data-variant', 'warning');

    logIn({ paid_user: true, credits: 0 });
    expect(screen.getByTestId('nav-credits-badge')).toHaveTextContent('0');
    expect(screen.getByTestId('nav-credits-badge')).toHaveAttribute('data-variant', 'danger');
  });

  it('non-paid users never see the credits badge', () => {
    logIn({ paid_user: false, credits: 0 });
    renderNav();
    expect(screen.queryByTestId('nav-credits-badge')).not.toBeInTheDocument();
  });
});

describe('<TopNav/> language dropdown', () => {
  it('is hidden with one locale', () => {
    logIn();
    renderNav();
    expect(screen.queryByRole('button', { name: /^Taal/ })).not.toBeInTheDocument();
  });

  it('is shown with more than one locale and switches language and cookie', async () => {
    act(() => settingsStore.set({ ...settingsFixture, locales: ['nl', 'en'] }));
    logOut();
    renderNav();
    const toggle = await screen.findByRole('button', { name: 'Taal: Nederlands' });
    fireEvent.click(toggle);
    const menu = screen.getByRole('menu', { name: 'Taal' });
    expect(within(menu).getByRole('menuitemradio', { name: 'Nederlands' })).toHaveAttribute('aria-checked', 'true');
    const english = within(menu).getByRole('menuitemradio', { name: 'English' });
    expect(english).toHaveAttribute('aria-checked', 'false');
    expect(within(menu).getByRole('menuitemradio', { name: 'Nederlands' })).toHaveFocus();
    await act(async () => {
      fireEvent.click(english);
    });
    expect(i18n.language).toBe('en');
    expect(document.cookie).toContain('locale=en');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('<TopNav/> account menu', () => {
  it('opens with the keyboard, moves with arrows/Home/End, closes with Escape and restores focus', async () => {
    logIn();
    renderNav();
    const button = await screen.findByRole('button', { name: 'Mijn account' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    const menuId = button.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument(); // hidden while closed

    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(menu).toHaveAttribute('id', menuId);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Mijn profiel', 'Swipegame', 'Matchfinder', 'Instellingen', 'Account', 'Uitloggen']);
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(items[1]).toHaveAttribute('href', '/swipe-game');
    expect(items[2]).toHaveAttribute('href', '/match-finder');
    expect(items[3]).toHaveAttribute('href', '/notifications');
    expect(items[4]).toHaveAttribute('href', '/settings');
    expect(items[5]!.tagName).toBe('BUTTON');
    expect(items[0]).toHaveFocus();

    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1]!, { key: 'End' });
    expect(items[5]).toHaveFocus();
    fireEvent.keyDown(items[5]!, { key: 'ArrowDown' });
    expect(items[0]).toHaveFocus(); // wraps
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(items[5]).toHaveFocus();
    fireEvent.keyDown(items[5]!, { key: 'Home' });
    expect(items[0]).toHaveFocus();

    fireEvent.keyDown(items[0]!, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[5]).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside and after choosing a link', async () => {
    logIn();
    renderNav();
    const button = await screen.findByRole('button', { name: 'Mijn account' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mijn profiel' }));
    expect(window.location.pathname).toBe('/profile');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads to the swipe game and the match finder', async () => {
    logIn();
    renderNav();
    const button = await screen.findByRole('button', { name: 'Mijn account' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Swipegame' }));
    expect(window.location.pathname).toBe('/swipe-game');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Matchfinder' }));
    expect(window.location.pathname).toBe('/match-finder');
  });

  it('"Account" leads to the account settings page', async () => {
    logIn();
    renderNav();
    fireEvent.click(await screen.findByRole('button', { name: 'Mijn account' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Account' }));
    expect(window.location.pathname).toBe('/settings');
  });

  it('logs out: GET /api/logout.php, local logout, navigate to /', async () => {
    window.history.replaceState(null, '', '/members');
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }));
    logIn();
    renderNav();
    fireEvent.click(await screen.findByRole('button', { name: 'Mijn account' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Uitloggen' }));
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/logout\.php$/);
    expect(init?.method).toBe('GET');
    expect(sessionStore.get()).toEqual({ status: 'anonymous', user: null });
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toBeInTheDocument();
    fetchMock.mockRestore();
  });
});

describe('<TopNav/> installed-app mode', () => {
  it.each(['members-id', 'likes-type', 'likes-m-id', 'credits', 'credits-id-paymentmethod'])(
    'shows a back button on %s',
    (routeName) => {
      mockStandalone(true);
      logIn();
      renderNav(routeName);
      const back = screen.getByRole('button', { name: 'Terug' });
      const spy = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
      fireEvent.click(back);
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
    },
  );

  it('shows no back button on other routes or in the browser', () => {
    mockStandalone(true);
    logIn();
    const { unmount } = renderNav('members');
    expect(screen.queryByRole('button', { name: 'Terug' })).not.toBeInTheDocument();
    unmount();

    mockStandalone(false);
    renderNav('members-id');
    expect(screen.queryByRole('button', { name: 'Terug' })).not.toBeInTheDocument();
  });

  it('recognises iOS navigator.standalone', () => {
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    logIn();
    renderNav('credits');
    expect(screen.getByRole('button', { name: 'Terug' })).toBeInTheDocument();
    delete (navigator as { standalone?: boolean }).standalone;
  });
});
