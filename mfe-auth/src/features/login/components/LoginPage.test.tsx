import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { MOCK_PASSWORD, userFixture } from 'shared-kernel/testing';
import { mockError } from 'shared-kernel/testing/accounts';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { sessionStore } from 'shared-kernel/stores/session';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import LoginPage, { loginTarget } from './LoginPage';

useMockApi();

const emailInput = () => screen.getByLabelText('E-mailadres');
const passwordInput = () => screen.getByLabelText('Wachtwoord');
const submitButton = () => screen.getByRole('button', { name: /Inloggen/ });

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.change(passwordInput(), { target: { value: password } });
  fireEvent.click(submitButton());
}

describe('LoginPage', () => {
  it('has a labelled e-mail and password field with autocomplete, and links to reset and signup', () => {
    renderRemoteAt(LoginPage, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toHaveAttribute('autocomplete', 'username');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Meld je gratis aan' })).toHaveAttribute('href', '/signup');
  });

  it('prefills the e-mail address from ?email=', () => {
    renderRemoteAt(LoginPage, '/login?email=sanne%40example.nl');
    expect(emailInput()).toHaveValue('sanne@example.nl');
  });

  it('checks for empty fields before sending anything', async () => {
    renderRemoteAt(LoginPage, '/login');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Vul je e-mailadres in.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Vul je wachtwoord in.')).toHaveAttribute('role', 'alert');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Vul je e-mailadres in.');
    expect(passwordInput()).toHaveAccessibleDescription('Vul je wachtwoord in.');
    expect(emailInput()).toHaveFocus();

    fireEvent.change(emailInput(), { target: { value: 'sanne@example.nl' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(passwordInput()).toHaveFocus());
    expect(screen.queryByText('Vul je e-mailadres in.')).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
    expect(callsTo('POST', '/api/user.php')).toHaveLength(0);
  });

  it('logs in, stores the user in the session and goes to /members', async () => {
    renderRemoteAt(LoginPage, '/login');
    fillAndSubmit(' Sanne@Example.nl ', MOCK_PASSWORD);
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
    expect(sessionStore.get()).toEqual({ status: 'authenticated', user: userFixture });
    const [call] = callsTo('POST', '/api/user.php');
    expect(call?.body).toEqual({ email: 'Sanne@Example.nl', password: MOCK_PASSWORD });
  });

  it('goes to a safe ?redirect= path after login', async () => {
    renderRemoteAt(LoginPage, '/login?redirect=%2Fchats%2F12%3Fx%3D1');
    fillAndSubmit('sanne@example.nl', MOCK_PASSWORD);
    await waitFor(() => expect(window.location.pathname).toBe('/chats/12'));
    expect(window.location.search).toBe('?x=1');
  });

  it('ignores a redirect outside the site or back to the login page', () => {
    expect(loginTarget('//evil.example/x')).toBe('/members');
    expect(loginTarget('https://evil.example/')).toBe('/members');
    expect(loginTarget('/login?redirect=/x')).toBe('/members');
    expect(loginTarget(null)).toBe('/members');
    expect(loginTarget('/settings')).toBe('/settings');
    expect(loginTarget('/login-help')).toBe('/login-help');
  });

  it('sends a visitor who is already logged in to /members without showing the form', () => {
    logIn();
    const { container } = renderRemoteAt(LoginPage, '/login');
    expect(window.location.pathname).toBe('/members');
    expect(container.querySelector('form')).toBeNull();
  });

  it('shows the login failure text of the server', async () => {
    renderRemoteAt(LoginPage, '/login');
    fillAndSubmit('sanne@example.nl', 'verkeerd-wachtwoord');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.loginFailed);
    expect(sessionStore.get().status).toBe('anonymous');
    expect(window.location.pathname).toBe('/login');
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    ['a lockout', 429, ERROR_CODES.accountLocked, ACCOUNT_TEXTS.lockedOut(15)],
    ['a rate limit', 429, ERROR_CODES.rateLimited, ACCOUNT_TEXTS.tooManyRequests(10)],
  ])('shows %s verbatim', async (_name, status, code, text) => {
    server.use(mswHttp.post('*/api/user.php', () => mockError(status, code, text)));
    renderRemoteAt(LoginPage, '/login');
    fillAndSubmit('sanne@example.nl', MOCK_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('sends a suspended or banned account to /pages/ban, logged out', async () => {
    server.use(mswHttp.post('*/api/user.php', () => mockError(403, ERROR_CODES.accountRestricted, 'Je account is geblokkeerd.')));
    renderRemoteAt(LoginPage, '/login');
    fillAndSubmit('sanne@example.nl', MOCK_PASSWORD);
    await waitFor(() => expect(window.location.pathname).toBe('/pages/ban'));
    expect(sessionStore.get().status).not.toBe('authenticated');
  });

  it('offers reactivation for a deleted account', async () => {
    server.use(
      mswHttp.post('*/api/user.php', () => mockError(409, ERROR_CODES.accountDeleted, ACCOUNT_TEXTS.accountDeleted)),
    );
    renderRemoteAt(LoginPage, '/login');
    fillAndSubmit('sanne@example.nl', MOCK_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.accountDeleted);
    expect(screen.getByRole('link', { name: 'Account heractiveren' })).toHaveAttribute(
      'href',
      '/account-deleted?email=sanne%40example.nl',
    );
  });

  it('shows the general error text when the server cannot be reached', async () => {
    server.use(mswHttp.post('*/api/user.php', () => HttpResponse.error()));
    renderRemoteAt(LoginPage, '/login');
    fillAndSubmit('sanne@example.nl', MOCK_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden, probeer het later opnieuw.');
  });

  it('disables the button with a spinner while logging in and sends only once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mswHttp.post('*/api/user.php', async () => {
        await gate;
        await delay(1);
        return mockError(401, ERROR_CODES.loginFailed, ACCOUNT_TEXTS.loginFailed);
      }),
    );
    renderRemoteAt(LoginPage, '/login');
    fillAndSubmit('sanne@example.nl', MOCK_PASSWORD);
    const form = emailInput().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Bezig...');
    fireEvent.click(submitButton());
    await act(async () => release());
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.loginFailed);
    expect(callsTo('POST', '/api/user.php')).toHaveLength(1);
    expect(submitButton()).toBeEnabled();
  });
});
