import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { mockError } from 'shared-kernel/testing/accounts';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { callsTo, server, useMockApi } from 'shared-kernel/testing/server';
import RequestResetPage from './RequestResetPage';

useMockApi();

const SENT = 'We hebben je een e-mail gestuurd met een link om een nieuw wachtwoord in te stellen.';
const emailInput = () => screen.getByLabelText('E-mailadres');
const submit = (email: string) => {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: /Stuur mij een link/ }));
};

describe('RequestResetPage', () => {
  it('asks for the e-mail address with autocomplete and a way back to login', () => {
    renderRemoteAt(RequestResetPage, '/reset-password?email=sanne%40example.nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    expect(emailInput()).toHaveValue('sanne@example.nl');
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute('href', '/login');
  });

  it('refuses an invalid address before sending: "Ongeldige e-mail"', async () => {
    renderRemoteAt(RequestResetPage, '/reset-password');
    submit('sanne@');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.invalidEmail);
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription(ACCOUNT_TEXTS.invalidEmail);
    expect(emailInput()).toHaveFocus();
    expect(callsTo('POST', '/api/password-reset.php')).toHaveLength(0);
  });

  it('an empty field says the address is required, not that it is invalid', async () => {
    renderRemoteAt(RequestResetPage, '/reset-password');
    submit('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Vul je e-mailadres in.');
    expect(emailInput()).toHaveAccessibleDescription('Vul je e-mailadres in.');
    expect(callsTo('POST', '/api/password-reset.php')).toHaveLength(0);
  });

  it('sends the reset mail and says so', async () => {
    renderRemoteAt(RequestResetPage, '/reset-password');
    submit(' sanne@example.nl ');
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByLabelText('E-mailadres')).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/password-reset.php').map((r) => r.body)).toEqual([{ email: 'sanne@example.nl' }]);
  });

  it('shows "E-mailadres niet gevonden" for an unknown address', async () => {
    renderRemoteAt(RequestResetPage, '/reset-password');
    submit('onbekend@example.nl');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.emailNotFound);
    expect(emailInput()).toBeInTheDocument();
  });

  it.each([
    ['the daily limit of reset mails', ERROR_CODES.resetRateLimited, ACCOUNT_TEXTS.resetRateLimited],
    ['the limit per address', ERROR_CODES.rateLimited, ACCOUNT_TEXTS.tooManyRequests(30)],
  ])('shows %s verbatim', async (_name, code, text) => {
    server.use(mswHttp.post('*/api/password-reset.php', () => mockError(429, code, text)));
    renderRemoteAt(RequestResetPage, '/reset-password');
    submit('sanne@example.nl');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('sends one request for a double submit and disables the button meanwhile', async () => {
    renderRemoteAt(RequestResetPage, '/reset-password');
    fireEvent.change(emailInput(), { target: { value: 'sanne@example.nl' } });
    const form = emailInput().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(screen.getByRole('button', { name: /Stuur mij een link/ })).toBeDisabled();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/api/password-reset.php')).toHaveLength(1));
  });
});
