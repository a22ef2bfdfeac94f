import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { NotificationPreference, User } from 'shared-kernel/contract';
import { userFixture } from 'shared-kernel/testing';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { sessionStore } from 'shared-kernel/stores/session';
import App from '../../../app/App';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';

useMockApi();

const LABELS: Record<NotificationPreference, string> = {
  new_conversations: 'Nieuwe gesprekken',
  new_messages: 'Nieuwe berichten',
  like_received: 'Like ontvangen',
  unread_message_reminder: 'Herinnering aan ongelezen berichten',
  promotions: 'Aanbiedingen',
  weekly_updates: 'Wekelijkse update',
  news: 'Nieuws',
  reminders: 'Herinneringen',
};

const ALL_ON = Object.fromEntries(Object.keys(LABELS).map((k) => [k, true])) as Record<NotificationPreference, boolean>;

const DISABLED_TITLE = 'Je ontvangt op dit moment geen e-mails van ons';

/** Logs in a member whose e-mail is switched off for `reasons` (none: e-mail is on). */
const logInWith = (reasons: User['notifications_disabled'] = []) => logIn({ ...userFixture, notifications_disabled: reasons });

async function renderPage() {
  const view = renderRemoteAt(App, '/notifications');
  await screen.findByRole('heading', { level: 1, name: 'Meldingen' }, { timeout: 5000 });
  // The switches are there once the settings are loaded.
  await screen.findByRole('switch', { name: 'Nieuwe gesprekken' });
  return view;
}

const toggle = (name: string) => screen.getByRole('switch', { name });

const putBodies = () => callsTo('PUT', '/api/notifications.php').map((r) => r.body);

/** A refusal the HTTP client does not retry, with the server's Dutch text. */
const refuse = (message: string) => HttpResponse.json({ error: 'validation', message }, { status: 400 });

describe('NotificationsPage', () => {
  it('shows the eight preferences as labelled, described switches in two groups', async () => {
    logInWith();
    await renderPage();
    expect(callsTo('GET', '/api/notifications.php')).toHaveLength(1);
    expect(document.title).toBe('Meldingen | Hartklop');

    const contact = screen.getByRole('region', { name: 'Berichten en likes' });
    const news = screen.getByRole('region', { name: 'Nieuws en aanbiedingen' });
    expect(within(contact).getAllByRole('switch')).toHaveLength(4);
    expect(within(contact).getByRole('switch', { name: 'Nieuwe gesprekken' })).toBeInTheDocument();
    expect(within(contact).getByRole('switch', { name: 'Nieuwe berichten' })).toBeInTheDocument();
    expect(within(contact).getByRole('switch', { name: 'Like ontvangen' })).toBeInTheDocument();
    expect(within(contact).getByRole('switch', { name: 'Herinnering aan ongelezen berichten' })).toBeInTheDocument();
    expect(within(news).getAllByRole('switch')).toHaveLength(4);
    for (const name of ['Aanbiedingen', 'Wekelijkse update', 'Nieuws', 'Herinneringen']) {
      expect(within(news).getByRole('switch', { name })).toBeInTheDocument();
    }
    for (const name of Object.values(LABELS)) expect(toggle(name)).toBeChecked();
    expect(toggle('Nieuwe berichten')).toHaveAccessibleDescription('Als je een nieuw bericht krijgt in een gesprek.');
    expect(toggle('Aanbiedingen')).toHaveAccessibleDescription('Acties en kortingen op credits en premium.');
    expect(screen.queryByText(DISABLED_TITLE)).not.toBeInTheDocument();
  });

  it('shows what the server has saved', async () => {
    logInWith();
    server.use(
      mswHttp.get('*/api/notifications.php', () =>
        HttpResponse.json({ preferences: { ...ALL_ON, promotions: false, weekly_updates: false }, disabled: [] }),
      ),
    );
    await renderPage();
    expect(toggle('Aanbiedingen')).not.toBeChecked();
    expect(toggle('Wekelijkse update')).not.toBeChecked();
    expect(toggle('Nieuws')).toBeChecked();
  });

  it('saves a switch at once and says so', async () => {
    logInWith();
    await renderPage();
    fireEvent.click(toggle('Nieuwe berichten'));
    // At once, before the answer.
    expect(toggle('Nieuwe berichten')).not.toBeChecked();
    const contact = screen.getByRole('region', { name: 'Berichten en likes' });
    expect(within(contact).getByRole('status')).toHaveTextContent('Bezig met opslaan...');
    await waitFor(() => expect(within(contact).getByRole('status')).toHaveTextContent('Opgeslagen: Nieuwe berichten staat uit.'));
    expect(putBodies()).toEqual([{ preferences: { new_messages: false } }]);
    expect(toggle('Nieuwe berichten')).not.toBeChecked();
    // The other group says nothing.
    expect(within(screen.getByRole('region', { name: 'Nieuws en aanbiedingen' })).getByRole('status')).toHaveTextContent('');

    fireEvent.click(toggle('Nieuwe berichten'));
    await waitFor(() => expect(within(contact).getByRole('status')).toHaveTextContent('Opgeslagen: Nieuwe berichten staat aan.'));
    expect(putBodies()).toEqual([{ preferences: { new_messages: false } }, { preferences: { new_messages: true } }]);
    expect(toggle('Nieuwe berichten')).toBeChecked();
  });

  it('keeps the change after a reload (the server stored it)', async () => {
    logInWith();
    const first = await renderPage();
    fireEvent.click(toggle('Herinneringen'));
    await screen.findByText('Opgeslagen: Herinneringen staat uit.');
    first.unmount();
    await renderPage();
    expect(callsTo('GET', '/api/notifications.php')).toHaveLength(2);
    expect(toggle('Herinneringen')).not.toBeChecked();
    expect(toggle('Nieuws')).toBeChecked();
  });

  it('puts the switch back and says why when saving fails', async () => {
    logInWith();
    server.use(mswHttp.put('*/api/notifications.php', () => refuse('Dit kon niet worden opgeslagen.')));
    await renderPage();
    fireEvent.click(toggle('Aanbiedingen'));
    expect(toggle('Aanbiedingen')).not.toBeChecked();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aanbiedingen is niet opgeslagen en staat weer aan. Dit kon niet worden opgeslagen.');
    expect(toggle('Aanbiedingen')).toBeChecked();
    expect(within(screen.getByRole('region', { name: 'Nieuws en aanbiedingen' })).getByRole('status')).toHaveTextContent('');

    // The next change clears the failure.
    server.resetHandlers();
    fireEvent.click(toggle('Nieuws'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('Opgeslagen: Nieuws staat uit.')).toBeInTheDocument();
  });

  it('does not let an answer undo a change that is still on its way', async () => {
    logInWith();
    let release: (() => void) | undefined;
    const stored = { ...ALL_ON };
    server.use(
      mswHttp.put('*/api/notifications.php', async ({ request }) => {
        const { preferences } = (await request.json()) as { preferences: Partial<Record<NotificationPreference, boolean>> };
        if (preferences.promotions !== undefined) {
          // This one is slow: the server answers the next change first, without it.
          await new Promise<void>((resolve) => (release = resolve));
        }
        Object.assign(stored, preferences);
        return HttpResponse.json({ preferences: { ...stored }, disabled: [] });
      }),
    );
    await renderPage();
    fireEvent.click(toggle('Aanbiedingen'));
    await waitFor(() => expect(release).toBeDefined());
    fireEvent.click(toggle('Nieuws'));
    await screen.findByText('Opgeslagen: Nieuws staat uit.');
    // The answer said promotions are on, but that change is still on its way.
    expect(toggle('Aanbiedingen')).not.toBeChecked();
    expect(toggle('Nieuws')).not.toBeChecked();
    act(() => release?.());
    await screen.findByText('Opgeslagen: Aanbiedingen staat uit.');
    expect(toggle('Aanbiedingen')).not.toBeChecked();
    expect(toggle('Nieuws')).not.toBeChecked();
  });

  describe('when e-mail is switched off', () => {
    it('says why for every reason', async () => {
      logInWith(['spam_complaint', 'bounce', 'unsubscribe']);
      await renderPage();
      const notice = screen.getByRole('alert');
      expect(within(notice).getByText(DISABLED_TITLE)).toBeInTheDocument();
      expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'E-mails naar je e-mailadres konden niet worden afgeleverd.',
        'Je hebt een van onze e-mails als spam gemarkeerd.',
        'Je hebt je afgemeld via de link in een van onze e-mails.',
      ]);
      // A bounce may be a wrong address: the way to change it.
      expect(within(notice).getByRole('link', { name: 'accountinstellingen' })).toHaveAttribute('href', '/settings');
      expect(within(notice).getByRole('button', { name: 'E-mail weer aanzetten' })).toBeInTheDocument();
    });

    it('names only the reasons that apply', async () => {
      logInWith(['unsubscribe']);
      await renderPage();
      const notice = screen.getByRole('alert');
      expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Je hebt je afgemeld via de link in een van onze e-mails.',
      ]);
      expect(within(notice).queryByRole('link', { name: 'accountinstellingen' })).not.toBeInTheDocument();
    });

    it('switches e-mail on again and refreshes the session user', async () => {
      logInWith(['bounce', 'unsubscribe']);
      await renderPage();
      const usersBefore = callsTo('GET', '/api/user.php').length;
      fireEvent.click(screen.getByRole('button', { name: 'E-mail weer aanzetten' }));
      const done = await screen.findByText('E-mail staat weer aan. Je ontvangt weer e-mails voor de meldingen die aan staan.');
      expect(done).toHaveAttribute('role', 'status');
      expect(done.parentElement).toHaveFocus();
      expect(screen.queryByText(DISABLED_TITLE)).not.toBeInTheDocument();
      expect(putBodies()).toEqual([{ reenable_email: true }]);
      expect(sessionStore.get().user?.notifications_disabled).toEqual([]);
      await waitFor(() => expect(callsTo('GET', '/api/user.php').length).toBe(usersBefore + 1));
      await waitFor(() => expect(sessionStore.get().user?.notifications_disabled).toEqual([]));
      expect(sessionStore.get().user?.id).toBe(userFixture.id);
    });

    it('keeps the notice and says why when switching on fails', async () => {
      logInWith(['spam_complaint']);
      server.use(mswHttp.put('*/api/notifications.php', () => refuse('Dat lukt nu niet.')));
      await renderPage();
      fireEvent.click(screen.getByRole('button', { name: 'E-mail weer aanzetten' }));
      const notice = screen.getByText(DISABLED_TITLE).parentElement!;
      expect(await within(notice).findByText('Dat lukt nu niet.')).toHaveAttribute('role', 'alert');
      expect(within(notice).getByRole('button', { name: 'E-mail weer aanzetten' })).toBeEnabled();
      expect(sessionStore.get().user?.notifications_disabled).toEqual(['spam_complaint']);
    });

    it("brings the session user's reasons in line with the server", async () => {
      // The session still has the fixture's unsubscribe; the server says e-mail is on.
      logInWith(['unsubscribe']);
      server.use(mswHttp.get('*/api/notifications.php', () => HttpResponse.json({ preferences: ALL_ON, disabled: [] })));
      await renderPage();
      expect(screen.queryByText(DISABLED_TITLE)).not.toBeInTheDocument();
      expect(sessionStore.get().user?.notifications_disabled).toEqual([]);
    });
  });

  it('asks a visitor to log in and come back', async () => {
    renderRemoteAt(App, '/notifications');
    expect(await screen.findByText('Log in om je meldingen in te stellen.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/notifications');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/notifications.php')).toHaveLength(0);
  });

  it('offers to try again when loading fails', async () => {
    logInWith();
    server.use(mswHttp.get('*/api/notifications.php', () => refuse('Je instellingen zijn nu niet te laden.'), { once: true }));
    renderRemoteAt(App, '/notifications');
    expect(await screen.findByText('Je instellingen zijn nu niet te laden.', undefined, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('switch', { name: 'Nieuwe gesprekken' })).toBeChecked();
  });
});
