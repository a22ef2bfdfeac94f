import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from 'shared-kernel/contract';
import { settingsFixture, userFixture } from 'shared-kernel/testing/fixtures';
import { setPushState } from 'shared-kernel/stores/push';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import { Alerts } from './Alerts';

const ACTIVATION_TEXT = 'Bevestig je e-mailadres via de link die we je stuurden. Pas daarna kunnen leden je antwoorden.';

const logIn = (patch: Partial<User> = {}, profile: Partial<User['profile']> = {}) =>
  sessionStore.set({
    status: 'authenticated',
    user: { ...userFixture, notifications_disabled: [], ...patch, profile: { ...userFixture.profile, ...profile } },
  });
const unconfirmed = () => logIn({ status: 'not_confirmed' }, { status: 'disabled' });

let permission: NotificationPermission;
const requestPermission = jest.fn();
const fetchMock = jest.fn();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function viewport(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? -1), media: query }),
  });
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/members');
  settingsStore.set(settingsFixture);
  setPushState({ capable: false, isSubscribed: false });
  permission = 'default';
  requestPermission.mockReset();
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    writable: true,
    value: {
      get permission() {
        return permission;
      },
      requestPermission,
    },
  });
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const alertOf = (name: string) => document.querySelector(`[data-alert="${name}"]`) as HTMLElement | null;

test('a member with nothing to do sees no alert', () => {
  logIn();
  const { container } = renderWithTheme(<Alerts routeName="members" />);
  expect(container).toBeEmptyDOMElement();
});

test('renders nothing for a visitor', () => {
  sessionStore.set({ status: 'anonymous', user: null });
  const { container } = renderWithTheme(<Alerts routeName="members" />);
  expect(container).toBeEmptyDOMElement();
});

describe('activation reminder', () => {
  it('is an alert without a close button whose button sends the e-mail again', async () => {
    unconfirmed();
    fetchMock.mockResolvedValue(json({ ok: true }));
    renderWithTheme(<Alerts routeName="members" />);
    const alert = alertOf('activation')!;
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(ACTIVATION_TEXT);
    expect(within(alert).queryByRole('button', { name: /sluiten/i })).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Stuur de e-mail opnieuw' }));
    });
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/api/activation-mail.php');
    expect(init.method).toBe('POST');
    expect(within(alert).getByRole('status')).toHaveTextContent('We hebben de e-mail opnieuw verstuurd.');
  });

  it('is one line (title and button) in the members area, with the text for screen readers; in full elsewhere', () => {
    unconfirmed();
    const { unmount } = renderWithTheme(<Alerts routeName="members" />);
    const compact = alertOf('activation')!;
    expect(compact).toHaveAttribute('data-compact', 'true');
    expect(within(compact).getByText('Bevestig je e-mailadres').tagName).toBe('STRONG');
    expect(within(compact).getByText(ACTIVATION_TEXT).tagName).not.toBe('P');
    unmount();
    renderWithTheme(<Alerts routeName="profile" />);
    const full = alertOf('activation')!;
    expect(full).not.toHaveAttribute('data-compact');
    expect(within(full).getByText(ACTIVATION_TEXT).tagName).toBe('P');
  });

  it('shows the server text when sending fails', async () => {
    unconfirmed();
    fetchMock.mockResolvedValue(
      json({ error: 'rate_limited', message: 'Er zijn vandaag al genoeg activatiemails verstuurd, probeer het morgen nog eens.' }, 429),
    );
    renderWithTheme(<Alerts routeName="members" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stuur de e-mail opnieuw' }));
    });
    await waitFor(() =>
      expect(within(alertOf('activation')!).getAllByRole('alert').at(-1)).toHaveTextContent(
        'Er zijn vandaag al genoeg activatiemails verstuurd, probeer het morgen nog eens.',
      ),
    );
  });

  it('with api_signup_complete is a modal with the same content; closing it leaves the alert', async () => {
    unconfirmed();
    window.history.replaceState(null, '', '/members?api_signup_complete=1');
    fetchMock.mockResolvedValue(json({ ok: true }));
    renderWithTheme(<Alerts routeName="members" />);
    const dialog = screen.getByRole('dialog', { name: 'Bevestig je e-mailadres' });
    expect(dialog).toHaveTextContent(ACTIVATION_TEXT);
    expect(alertOf('activation')).toBeNull();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Stuur de e-mail opnieuw' }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('We hebben de e-mail opnieuw verstuurd.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alertOf('activation')).toHaveTextContent(ACTIVATION_TEXT);
  });

  it('with api_signup_complete on a smartphone shows neither', () => {
    unconfirmed();
    viewport(375);
    window.history.replaceState(null, '', '/members?api_signup_complete=1');
    const { container } = renderWithTheme(<Alerts routeName="members" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['signup', 'settings', 'notifications'])('is hidden on %s', (route) => {
    unconfirmed();
    const { container } = renderWithTheme(<Alerts routeName={route} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('dismissible alerts', () => {
  const CASES = [
    ['photo', 'hide-enrich-alert', () => logIn({}, { main_image: null })],
    ['notifications', 'hide-disabled-notifications-alert', () => logIn({ notifications_disabled: ['bounce'] })],
    [
      'push',
      'hide-push-notification-alert',
      () => {
        logIn();
        setPushState({ capable: true, isSubscribed: false });
      },
    ],
  ] as const;

  it.each(CASES)('%s: closing stores %s as Date.now() and it stays closed on the next page', (name, key, setUp) => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    setUp();
    const { unmount } = renderWithTheme(<Alerts routeName="members" />);
    const alert = alertOf(name)!;
    expect(alert).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Melding sluiten' }));
    expect(alertOf(name)).toBeNull();
    expect(localStorage.getItem(key)).toBe('1700000000000');
    unmount();

    renderWithTheme(<Alerts routeName="members" />);
    expect(alertOf(name)).toBeNull();
    jest.restoreAllMocks();
  });
});

test('no main photo: asks for one and links to /profile', () => {
  logIn({}, { main_image: null });
  renderWithTheme(<Alerts routeName="members" />);
  const alert = alertOf('photo')!;
  expect(alert).toHaveTextContent('Voeg een profielfoto toe');
  expect(within(alert).getByRole('link', { name: 'Foto toevoegen' })).toHaveAttribute('href', '/profile');
});

test.each([
  [['spam_complaint'], 'Je e-mailmeldingen staan uit: je hebt een e-mail als spam gemarkeerd.'],
  [['bounce'], 'Je e-mailmeldingen staan uit: e-mails aan je adres kwamen niet aan.'],
  [['unsubscribe'], 'Je e-mailmeldingen staan uit: je hebt je afgemeld.'],
  [
    ['spam_complaint', 'bounce', 'unsubscribe'],
    'Je e-mailmeldingen staan uit: je hebt een e-mail als spam gemarkeerd, e-mails aan je adres kwamen niet aan en je hebt je afgemeld.',
  ],
] as const)('disabled notifications %j explain why and link to /notifications', (reasons, text) => {
  logIn({ notifications_disabled: [...reasons] });
  renderWithTheme(<Alerts routeName="likes" />);
  const alert = alertOf('notifications')!;
  expect(alert).toHaveTextContent(text);
  expect(within(alert).getByRole('link', { name: 'Meldingen weer aanzetten' })).toHaveAttribute('href', '/notifications');
});

it.each(['members', 'swipe-game', 'match-finder'])(
  'on %s one alert at a time, one line each (title and action); closing it brings the next',
  (route) => {
    logIn({ notifications_disabled: ['bounce'] }, { main_image: null });
    setPushState({ capable: true, isSubscribed: false });
    renderWithTheme(<Alerts routeName={route} />);
    const shown = () => Array.from(document.querySelectorAll('[data-alert]')).map((el) => el.getAttribute('data-alert'));

    expect(shown()).toEqual(['notifications']);
    const notifications = alertOf('notifications')!;
    expect(notifications).toHaveTextContent(/^Je ontvangt geen e-mailmeldingenMeldingen weer aanzetten/);
    expect(notifications).not.toHaveTextContent('kwamen niet aan');
    expect(within(notifications).getByRole('link', { name: 'Meldingen weer aanzetten' })).toHaveAttribute('href', '/notifications');
    fireEvent.click(within(notifications).getByRole('button', { name: 'Melding sluiten' }));

    expect(shown()).toEqual(['photo']);
    const photo = alertOf('photo')!;
    expect(photo).not.toHaveTextContent('meer reacties');
    expect(within(photo).getByRole('link', { name: 'Foto toevoegen' })).toHaveAttribute('href', '/profile');
    fireEvent.click(within(photo).getByRole('button', { name: 'Melding sluiten' }));

    expect(shown()).toEqual(['push']);
    const push = alertOf('push')!;
    expect(push).toHaveTextContent('Mis geen berichten');
    expect(push).not.toHaveTextContent('Zet meldingen aan en zie direct');
    expect(within(push).getByRole('button', { name: 'Meldingen aanzetten' })).toBeEnabled();
    fireEvent.click(within(push).getByRole('button', { name: 'Melding sluiten' }));
    expect(shown()).toEqual([]);
  },
);

describe('one alert at a time (issue 27)', () => {
  /** A new member: not confirmed, no photo, push possible. */
  const newMember = () => {
    logIn({ status: 'not_confirmed' }, { status: 'disabled', main_image: null });
    setPushState({ capable: true, isSubscribed: false });
  };

  it('a new member sees only the activation reminder; the photo alert follows the confirmation', () => {
    newMember();
    renderWithTheme(<Alerts routeName="members" />);
    expect(document.querySelectorAll('[data-alert]')).toHaveLength(1);
    expect(alertOf('activation')).toBeInTheDocument();
    act(() => logIn({ status: 'confirmed', notifications_disabled: [] }, { status: 'active', main_image: null }));
    expect(document.querySelectorAll('[data-alert]')).toHaveLength(1);
    expect(alertOf('photo')).toBeInTheDocument();
  });

  it.each(['complete-signup', 'signup-matches', 'activate-done', 'activate-error'])('shows no alert at all on %s', (route) => {
    newMember();
    const { container, unmount } = renderWithTheme(<Alerts routeName={route} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    logIn({ notifications_disabled: ['bounce'] }, { main_image: null });
    const confirmed = renderWithTheme(<Alerts routeName={route} />);
    expect(confirmed.container).toBeEmptyDOMElement();
  });
});

describe('push alert', () => {
  beforeEach(() => {
    logIn();
    setPushState({ capable: true, isSubscribed: false });
  });

  it('is not shown while the server publishes no push key', () => {
    settingsStore.set({ ...settingsFixture, push_public_key: '' });
    renderWithTheme(<Alerts routeName="members" />);
    expect(alertOf('push')).toBeNull();
  });

  it('enables push: permission, subscription, POST /api/user.php?push=1, then it disappears', async () => {
    const subscription = { toJSON: () => ({ endpoint: 'https://push.example/1' }) };
    const subscribe = jest.fn().mockResolvedValue(subscription);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: jest.fn().mockResolvedValue({}), ready: Promise.resolve({ pushManager: { subscribe } }) },
    });
    requestPermission.mockImplementation(async () => {
      permission = 'granted';
      return permission;
    });
    fetchMock.mockResolvedValue(json({ ok: true }));
    renderWithTheme(<Alerts routeName="members" />);
    await act(async () => {
      fireEvent.click(within(alertOf('push')!).getByRole('button', { name: 'Meldingen aanzetten' }));
    });
    await waitFor(() => expect(alertOf('push')).toBeNull());
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const [url] = fetchMock.mock.calls[0]! as [string];
    expect(new URL(url).pathname + new URL(url).search).toBe('/api/user.php?push=1');
  });

  it('a denied permission hides it', async () => {
    requestPermission.mockImplementation(async () => {
      permission = 'denied';
      return permission;
    });
    renderWithTheme(<Alerts routeName="members" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Meldingen aanzetten' }));
    });
    expect(alertOf('push')).toBeNull();
    expect(localStorage.getItem('hide-push-notification-alert')).toBeNull();
  });

  it('a failed subscription says so and keeps the button', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    requestPermission.mockRejectedValue(new Error('no'));
    renderWithTheme(<Alerts routeName="members" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Meldingen aanzetten' }));
    });
    expect(within(alertOf('push')!).getByRole('alert')).toHaveTextContent('Meldingen aanzetten is niet gelukt.');
    expect(screen.getByRole('button', { name: 'Meldingen aanzetten' })).toBeEnabled();
    jest.restoreAllMocks();
  });
});
