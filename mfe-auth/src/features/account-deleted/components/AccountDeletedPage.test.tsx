import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { http } from 'shared-kernel/http';
import { MOCK_PASSWORD, MOCK_TOKENS, setMockSession, userFixture } from 'shared-kernel/testing';
import { mockError } from 'shared-kernel/testing/accounts';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { sessionStore } from 'shared-kernel/stores/session';
import { callsTo, requests, server, useMockApi } from 'shared-kernel/testing/server';
import AccountDeletedPage from './AccountDeletedPage';

useMockApi();

const emailInput = () => screen.getByLabelText('E-mailadres');
const requestMail = (email: string) => {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: /Stuur mij een heractivatielink/ }));
};

/** Deletes the fixture account through the mocks, as the settings page would. */
async function deleteFixtureAccount() {
  setMockSession(userFixture);
  await http.request('POST', '/api/account-delete.php', { body: { password: MOCK_PASSWORD } });
  requests.length = 0;
}

describe('AccountDeletedPage', () => {
  it('tells that the account is deleted and erased after 14 days', () => {
    renderRemoteAt(AccountDeletedPage, '/account-deleted');
    expect(screen.getByRole('heading', { level: 1, name: 'Account verwijderd' })).toBeInTheDocument();
    expect(screen.getByText(/Na 14 dagen wissen we je gegevens/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Stuur mij een heractivatielink' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account heractiveren' })).not.toBeInTheDocument();
  });

  it('sends a reactivation link to a deleted account', async () => {
    await deleteFixtureAccount();
    renderRemoteAt(AccountDeletedPage, '/account-deleted?email=sanne%40example.nl');
    expect(emailInput()).toHaveValue('sanne@example.nl');
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    fireEvent.click(screen.getByRole('button', { name: /Stuur mij een heractivatielink/ }));
    expect(await screen.findByText('We hebben een heractivatielink gestuurd naar sanne@example.nl.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/reactivation-mail.php').map((r) => r.body)).toEqual([{ email: 'sanne@example.nl' }]);
  });

  it('checks the address before sending', async () => {
    renderRemoteAt(AccountDeletedPage, '/account-deleted');
    requestMail('geen-adres');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.invalidEmail);
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', '/api/reactivation-mail.php')).toHaveLength(0);
  });

  it('shows the server text for an address without a deleted account', async () => {
    renderRemoteAt(AccountDeletedPage, '/account-deleted');
    requestMail('onbekend@example.nl');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.emailNotFound);
  });

  it('shows the daily limit of reactivation mails verbatim', async () => {
    server.use(
      mswHttp.post('*/api/reactivation-mail.php', () =>
        mockError(429, ERROR_CODES.rateLimited, ACCOUNT_TEXTS.reactivationMailRateLimited),
      ),
    );
    renderRemoteAt(AccountDeletedPage, '/account-deleted');
    requestMail('sanne@example.nl');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.reactivationMailRateLimited);
  });

  it('with a token reactivates once, logs in and goes to /members', async () => {
    renderRemoteAt(AccountDeletedPage, `/account-deleted?token=${MOCK_TOKENS.reactivate}`);
    expect(screen.queryByLabelText('E-mailadres')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Account heractiveren' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toBeDisabled();
    await waitFor(() => expect(window.location.pathname).toBe('/members'));
    expect(sessionStore.get()).toEqual({ status: 'authenticated', user: userFixture });
    expect(callsTo('POST', '/api/reactivate.php').map((r) => r.body)).toEqual([{ token: MOCK_TOKENS.reactivate }]);
  });

  it('shows the server text for a refused token and offers a new link', async () => {
    renderRemoteAt(AccountDeletedPage, '/account-deleted?token=mock-reactivate-token-999');
    fireEvent.click(screen.getByRole('button', { name: 'Account heractiveren' }));
    expect(await screen.findByText(ACCOUNT_TEXTS.linkInvalid)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Account heractiveren' })).not.toBeInTheDocument();
    expect(emailInput()).toBeInTheDocument();
    expect(sessionStore.get().status).toBe('anonymous');
  });
});
