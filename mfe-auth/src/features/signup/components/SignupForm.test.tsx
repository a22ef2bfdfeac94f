import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { settingsFixture, userFixture } from 'shared-kernel/testing/fixtures';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import { TRACKING_STORAGE_KEY } from 'shared-kernel/stores/tracking';
import type { ReactElement } from 'react';
import { BrowserRouter } from 'shared-kernel/router';
import { renderWithTheme } from 'shared-kernel/testing/ui';
import { server, useMockApi } from 'shared-kernel/testing/server';
import { useNavigationSpy } from 'shared-kernel/testing/navigation';
import { SignupForm } from './SignupForm';

/** The form as its pages and the signup parcel render it: inside the remote's router (it reads the address). */
const renderForm = (ui: ReactElement) => renderWithTheme(<BrowserRouter>{ui}</BrowserRouter>);

// Every test starts logged out.
useMockApi();
const navigateMock = useNavigationSpy();

const ADULT_YEAR = String(new Date().getFullYear() - 30);
const newUser = { ...userFixture, id: 7001, status: 'not_confirmed' as const, profile: { ...userFixture.profile, name: 'Jan', status: 'disabled' as const, main_image: null } };

let events: AppEvent[] = [];
let subscription: { unsubscribe(): void } | null = null;
beforeEach(() => {
  localStorage.clear();
  settingsStore.set(settingsFixture);
  events = [];
  subscription = bus.events$.subscribe((e) => {
    if (e.type.startsWith('signup/')) events.push(e);
  });
});
afterEach(() => subscription?.unsubscribe());

/** Records the bodies sent to POST /api/signup.php and answers with `reply`. */
function signupAnswers(reply: () => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    mswHttp.post('*/api/signup.php', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return reply();
    }),
  );
  return bodies;
}

const group = (name: string) => screen.getByRole('group', { name });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Gratis aanmelden/ }));

interface FillOptions {
  email?: string;
  name?: string;
  password?: string;
  day?: string;
  month?: string;
  year?: string;
  terms?: boolean;
}

function fill({ email = 'jan@example.nl', name = 'Jan', password = 'geheim123', day = '7', month = '3', year = ADULT_YEAR, terms = true }: FillOptions = {}) {
  fireEvent.click(within(group('Ik ben een')).getByRole('radio', { name: 'Man' }));
  fireEvent.click(within(group('Ik zoek een')).getByRole('radio', { name: 'Vrouw' }));
  fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Gebruikersnaam'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Dag'), { target: { value: day } });
  fireEvent.change(screen.getByLabelText('Maand'), { target: { value: month } });
  fireEvent.change(screen.getByLabelText('Jaar'), { target: { value: year } });
  if (terms) fireEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord met de algemene voorwaarden/ }));
}

describe('SignupForm: client validation', () => {
  it('shows every problem of an empty form, marks the fields and focuses the first one, without calling the server', () => {
    const bodies = signupAnswers(() => HttpResponse.json({ user: newUser }, { status: 201 }));
    renderForm(<SignupForm />);
    submit();

    expect(within(group('Ik ben een')).getByRole('alert')).toHaveTextContent('Kies of je een man of een vrouw bent.');
    expect(within(group('Ik zoek een')).getByRole('alert')).toHaveTextContent('Kies of je een man of een vrouw zoekt.');
    const email = screen.getByLabelText('E-mailadres');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // Empty: required, not invalid ('Ongeldige e-mail' is for an address that is wrong).
    expect(email).toHaveAccessibleDescription('Vul je e-mailadres in.');
    expect(screen.getByLabelText('Gebruikersnaam')).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_TEXTS.nameLength));
    expect(screen.getByLabelText('Wachtwoord')).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_TEXTS.passwordTooShort));
    expect(screen.getByLabelText('Dag')).toHaveAccessibleDescription('Vul uw geboortedatum in (18+ jaar)');
    expect(screen.getByText('Ga akkoord met de algemene voorwaarden en het privacybeleid.')).toHaveAttribute('role', 'alert');
    expect(within(group('Ik ben een')).getByRole('radio', { name: 'Man' })).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('uses the shared rule texts verbatim', () => {
    renderForm(<SignupForm />);
    fill({ email: 'jan@', name: '@jan', day: '31', month: '2', year: '1990' });
    submit();
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Ongeldige e-mail');
    expect(screen.getByLabelText('Gebruikersnaam')).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_TEXTS.nameStartsWithAt));
    expect(screen.getByText('Ongeldige geboortedatum.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveFocus();

    const tooYoung = String(new Date().getFullYear() - 18);
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'jan@example.nl' } });
    fireEvent.change(screen.getByLabelText('Gebruikersnaam'), { target: { value: 'jan@example.nl' } });
    fireEvent.change(screen.getByLabelText('Dag'), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('Maand'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Jaar'), { target: { value: tooYoung } });
    submit();
    expect(screen.getByLabelText('Gebruikersnaam')).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_TEXTS.nameIsEmail));
    expect(screen.getByText('Vul uw geboortedatum in (18+ jaar)')).toBeInTheDocument();
    expect(screen.getByLabelText('Gebruikersnaam')).toHaveFocus();
  });

  it('clears a field error as soon as the visitor changes that field', () => {
    renderForm(<SignupForm />);
    submit();
    const email = screen.getByLabelText('E-mailadres');
    fireEvent.change(email, { target: { value: 'j' } });
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the years from 18 to 100 years ago and a show/hide button for the password', () => {
    renderForm(<SignupForm />);
    const years = within(screen.getByLabelText('Jaar')).getAllByRole('option').slice(1).map((o) => o.textContent);
    const now = new Date().getFullYear();
    expect(years[0]).toBe(String(now - 18));
    expect(years[years.length - 1]).toBe(String(now - 100));

    const password = screen.getByLabelText('Wachtwoord');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord tonen' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord verbergen' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links the terms and the privacy statement', () => {
    renderForm(<SignupForm />);
    expect(screen.getByRole('link', { name: /algemene voorwaarden/ })).toHaveAttribute('href', '/pages/terms');
    expect(screen.getByRole('link', { name: /privacybeleid/ })).toHaveAttribute('href', '/pages/privacy');
  });
});

describe('SignupForm: signing up', () => {
  it('sends the form with the tracking data, logs the new member in, closes the signup and goes to the steps', async () => {
    localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'partner7', ref: 'zomer', sub1: 'a-1' }));
    let release: () => void = () => undefined;
    const bodies = signupAnswers(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(HttpResponse.json({ user: newUser }, { status: 201 }));
        }),
    );
    renderForm(<SignupForm />);
    fill({ email: ' Jan@Example.nl ', name: ' Jan ' });
    submit();

    const button = screen.getByRole('button', { name: /Gratis aanmelden/ });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(within(button).getByRole('status')).toHaveTextContent('Bezig met aanmelden...');
    expect(bodies[0]).toEqual({
      email: 'Jan@Example.nl',
      name: 'Jan',
      password: 'geheim123',
      date_of_birth: `${ADULT_YEAR}-03-07`,
      gender: 'male',
      seeking: 'female',
      accept_terms: true,
      tracking: { network: 'partner7', ref: 'zomer', sub1: 'a-1' },
    });

    act(() => release());
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/complete-signup'));
    expect(sessionStore.get()).toEqual({ status: 'authenticated', user: newUser });
    expect(events).toEqual([
      { type: 'signup/progress', inProgress: true },
      { type: 'signup/progress', inProgress: false },
      { type: 'signup/closed', reason: 'completed' },
    ]);
  });

  it('works against the contract mocks end to end', async () => {
    renderForm(<SignupForm />);
    fill({ email: 'nieuw@example.nl', name: 'Nieuwkomer' });
    submit();
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/complete-signup'));
    expect(sessionStore.get().user?.profile.name).toBe('Nieuwkomer');
  });

  it('emits signup/progress true once at the first change, and false when the form goes away', () => {
    const { unmount } = renderForm(<SignupForm />);
    expect(events).toEqual([]);
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'j' } });
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'ja' } });
    expect(events).toEqual([{ type: 'signup/progress', inProgress: true }]);
    unmount();
    expect(events).toEqual([
      { type: 'signup/progress', inProgress: true },
      { type: 'signup/progress', inProgress: false },
    ]);
  });

  it('emits signup/progress when the visitor submits without changing anything', () => {
    renderForm(<SignupForm />);
    submit();
    expect(events).toEqual([{ type: 'signup/progress', inProgress: true }]);
  });
});

describe('SignupForm: the server refuses', () => {
  it('an existing account: its text and "Inloggen", which closes the signup and goes to log in with the address', async () => {
    renderForm(<SignupForm />);
    fill({ email: 'sanne@example.nl', name: 'Sanne2' });
    submit();

    const alert = await screen.findByText(ACCOUNT_TEXTS.accountExists);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(navigateMock).toHaveBeenCalledWith('/login?email=sanne%40example.nl');
    expect(events).toEqual([
      { type: 'signup/progress', inProgress: true },
      { type: 'signup/progress', inProgress: false },
      { type: 'signup/closed', reason: 'login' },
    ]);
    expect(sessionStore.get().status).toBe('anonymous');
  });

  it('a deleted account: its text and the reactivation mail', async () => {
    signupAnswers(() => HttpResponse.json({ error: 'account_deleted', message: ACCOUNT_TEXTS.accountDeleted }, { status: 409 }));
    const mails: unknown[] = [];
    server.use(
      mswHttp.post('*/api/reactivation-mail.php', async ({ request }) => {
        mails.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    renderForm(<SignupForm />);
    fill({ email: 'weg@example.nl' });
    submit();

    expect(await screen.findByText(ACCOUNT_TEXTS.accountDeleted)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Stuur heractivatielink/ }));
    expect(await screen.findByText('We hebben je een heractivatielink gestuurd.')).toHaveAttribute('role', 'status');
    expect(mails).toEqual([{ email: 'weg@example.nl' }]);
    expect(screen.queryByRole('button', { name: /Stuur heractivatielink/ })).not.toBeInTheDocument();
  });

  it('a failed reactivation mail shows the server text', async () => {
    signupAnswers(() => HttpResponse.json({ error: 'account_deleted', message: ACCOUNT_TEXTS.accountDeleted }, { status: 409 }));
    server.use(
      mswHttp.post('*/api/reactivation-mail.php', () =>
        HttpResponse.json({ error: 'rate_limited', message: 'Te veel verzoeken, probeer het later opnieuw.' }, { status: 429 }),
      ),
    );
    renderForm(<SignupForm />);
    fill({ email: 'weg@example.nl' });
    submit();
    fireEvent.click(await screen.findByRole('button', { name: /Stuur heractivatielink/ }));
    expect(await screen.findByText('Te veel verzoeken, probeer het later opnieuw.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: /Stuur heractivatielink/ })).toBeEnabled();
  });

  it('a field the server names: its text next to that field, which gets the focus', async () => {
    signupAnswers(() =>
      HttpResponse.json({ error: 'validation_error', message: "Het veld 'name': deze naam is niet toegestaan.", field: 'name' }, { status: 400 }),
    );
    renderForm(<SignupForm />);
    fill();
    submit();
    const name = screen.getByLabelText('Gebruikersnaam');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining("Het veld 'name': deze naam is niet toegestaan."));
    expect(name).toHaveFocus();
    expect(screen.getByRole('button', { name: /Gratis aanmelden/ })).toBeEnabled();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('any other error: the server text above the button', async () => {
    signupAnswers(() => HttpResponse.json({ error: 'rate_limited', message: 'Te veel aanmeldingen vanaf dit adres.' }, { status: 429 }));
    renderForm(<SignupForm />);
    fill();
    submit();
    expect(await screen.findByText('Te veel aanmeldingen vanaf dit adres.')).toHaveAttribute('role', 'alert');
    expect(events).toEqual([{ type: 'signup/progress', inProgress: true }]);
  });
});

describe('SignupForm: invitation-only signups', () => {
  const invitationField = () => screen.queryByLabelText('Uitnodigingscode');

  it('shows no invitation code when signups are open, or open for this traffic-source visitor', () => {
    const { unmount } = renderForm(<SignupForm />);
    expect(invitationField()).not.toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_TEXTS.signupsClosed)).not.toBeInTheDocument();
    unmount();

    settingsStore.set({ ...settingsFixture, signups: 'with_trafficsource' });
    localStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'partner7' }));
    renderForm(<SignupForm />);
    expect(invitationField()).not.toBeInTheDocument();
  });

  it('asks for the code with the notice when signups are closed, and sends it', async () => {
    settingsStore.set({ ...settingsFixture, signups: 'closed' });
    const bodies = signupAnswers(() => HttpResponse.json({ user: newUser }, { status: 201 }));
    renderForm(<SignupForm />);
    expect(screen.getByText(ACCOUNT_TEXTS.signupsClosed)).toBeInTheDocument();
    fill();
    submit();
    expect(invitationField()).toHaveAccessibleDescription('Vul je uitnodigingscode in.');
    expect(invitationField()).toHaveFocus();

    fireEvent.change(invitationField()!, { target: { value: ' ZOMER-2025 ' } });
    submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ invitation_code: 'ZOMER-2025' });
  });

  it('with_trafficsource without a traffic source needs the code too', () => {
    settingsStore.set({ ...settingsFixture, signups: 'with_trafficsource' });
    renderForm(<SignupForm />);
    expect(invitationField()).toBeInTheDocument();
  });

  it('an invalid code is shown at the code field', async () => {
    settingsStore.set({ ...settingsFixture, signups: 'closed' });
    signupAnswers(() => HttpResponse.json({ error: 'invitation_invalid', message: ACCOUNT_TEXTS.invitationInvalid }, { status: 400 }));
    renderForm(<SignupForm />);
    fill();
    fireEvent.change(invitationField()!, { target: { value: 'FOUT' } });
    submit();
    await waitFor(() => expect(invitationField()).toHaveAccessibleDescription(ACCOUNT_TEXTS.invitationInvalid));
  });

  it('when the server says signups are closed, the code field appears and gets the focus', async () => {
    signupAnswers(() => HttpResponse.json({ error: 'signups_closed', message: ACCOUNT_TEXTS.signupsClosed }, { status: 403 }));
    renderForm(<SignupForm />);
    fill();
    submit();
    await waitFor(() => expect(invitationField()).toHaveFocus());
    expect(screen.getByText(ACCOUNT_TEXTS.signupsClosed)).toBeInTheDocument();
  });
});

describe('SignupForm: from a member page', () => {
  it('asks for the first message with a counter and sends it to that member', async () => {
    const bodies = signupAnswers(() => HttpResponse.json({ user: newUser }, { status: 201 }));
    renderForm(<SignupForm targetProfileId={3101} />);
    const message = screen.getByLabelText('Je eerste bericht aan dit lid');
    expect(message).toHaveAttribute('maxLength', '1000');
    expect(message).toHaveAccessibleDescription('0 van 1000 tekens');
    fireEvent.change(message, { target: { value: 'Hoi Lotte!' } });
    expect(message).toHaveAccessibleDescription('10 van 1000 tekens');
    fill();
    submit();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ target_profile_id: 3101, signup_message: 'Hoi Lotte!' });
  });

  it('has no message field without a member', () => {
    renderForm(<SignupForm />);
    expect(screen.queryByLabelText('Je eerste bericht aan dit lid')).not.toBeInTheDocument();
  });
});
