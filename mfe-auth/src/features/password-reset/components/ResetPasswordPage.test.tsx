import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { http, HttpError } from 'shared-kernel/http';
import { MOCK_TOKENS } from 'shared-kernel/testing';
import { accountErrors } from 'shared-kernel/testing/accounts';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { sessionStore } from 'shared-kernel/stores/session';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import ResetPasswordPage from './ResetPasswordPage';

useMockApi();

const VALID = `/reset-password/do?token=${MOCK_TOKENS.reset}`;
const passwordInput = () => screen.getByLabelText('Nieuw wachtwoord');
const repeatInput = () => screen.getByLabelText('Herhaal nieuw wachtwoord');
const save = (password: string, repeat: string) => {
  fireEvent.change(passwordInput(), { target: { value: password } });
  fireEvent.change(repeatInput(), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: /Wachtwoord opslaan/ }));
};

afterEach(() => jest.restoreAllMocks());

describe('ResetPasswordPage', () => {
  it('without a token says the link is invalid and offers a new mail, without asking the server', () => {
    renderRemoteAt(ResetPasswordPage, '/reset-password/do');
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.linkInvalid);
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe e-mail aan' })).toHaveAttribute('href', '/reset-password');
    expect(callsTo('GET', '/api/password-reset.php')).toHaveLength(0);
  });

  it.each([
    ['an unknown token', 'a'.repeat(32)],
    ['a malformed token', 'kort'],
  ])('shows the invalid-link text for %s', async (_name, token) => {
    renderRemoteAt(ResetPasswordPage, `/reset-password/do?token=${token}`);
    expect(screen.getByRole('status')).toHaveTextContent('De link wordt gecontroleerd...');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.linkInvalid);
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe e-mail aan' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
  });

  it('checks the link, then asks for the new password twice with new-password autocomplete', async () => {
    renderRemoteAt(ResetPasswordPage, VALID);
    expect(await screen.findByText('Kies een nieuw wachtwoord voor het account van s***e@example.nl.')).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
    expect(repeatInput()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordInput()).toHaveAccessibleDescription('Minimaal 8 tekens.');
    expect(callsTo('GET', '/api/password-reset.php').map((r) => r.search)).toEqual([`?token=${MOCK_TOKENS.reset}`]);
  });

  it('checks the password rules and the repeat before sending', async () => {
    renderRemoteAt(ResetPasswordPage, VALID);
    await screen.findByLabelText('Nieuw wachtwoord');
    save('kort', 'kort');
    expect(await screen.findByText(ACCOUNT_TEXTS.passwordTooShort)).toHaveAttribute('role', 'alert');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveFocus();

    save('lang-genoeg-1', 'lang-genoeg-2');
    expect(await screen.findByText(ACCOUNT_TEXTS.passwordsDiffer)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(ACCOUNT_TEXTS.passwordTooShort)).not.toBeInTheDocument();
    expect(repeatInput()).toHaveAttribute('aria-invalid', 'true');
    expect(repeatInput()).toHaveAccessibleDescription(ACCOUNT_TEXTS.passwordsDiffer);
    expect(repeatInput()).toHaveFocus();
    expect(callsTo('PUT', '/api/password-reset.php')).toHaveLength(0);
  });

  it('sets the password, forgets the session on this page and leads to login', async () => {
    logIn();
    renderRemoteAt(ResetPasswordPage, VALID);
    await screen.findByLabelText('Nieuw wachtwoord');
    save('nieuw-wachtwoord', 'nieuw-wachtwoord');
    expect(await screen.findByText('Je nieuwe wachtwoord is ingesteld.')).toBeInTheDocument();
    expect(screen.getByText(/op al je apparaten uitgelogd/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/login');
    expect(sessionStore.get()).toEqual({ status: 'anonymous', user: null });
    expect(callsTo('PUT', '/api/password-reset.php').map((r) => r.body)).toEqual([
      { token: MOCK_TOKENS.reset, password: 'nieuw-wachtwoord', password_repeat: 'nieuw-wachtwoord' },
    ]);
  });

  it('shows the server text when the link expired meanwhile, with a way to a new mail', async () => {
    server.use(mswHttp.put('*/api/password-reset.php', () => accountErrors.linkInvalid()));
    renderRemoteAt(ResetPasswordPage, VALID);
    await screen.findByLabelText('Nieuw wachtwoord');
    save('nieuw-wachtwoord', 'nieuw-wachtwoord');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.linkInvalid);
    expect(screen.getByRole('link', { name: 'Vraag een nieuwe e-mail aan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Wachtwoord opslaan/ })).toBeEnabled();
  });

  it('offers a retry when the link could not be checked', async () => {
    const call = jest.spyOn(http, 'call').mockRejectedValueOnce(new HttpError(0, null, 'offline', 'network_error'));
    renderRemoteAt(ResetPasswordPage, VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent('De link kon niet worden gecontroleerd.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByLabelText('Nieuw wachtwoord')).toBeInTheDocument();
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
  });
});
