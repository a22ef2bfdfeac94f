import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { MOCK_PASSWORD, setMockSession, userFixture } from 'shared-kernel/testing';
import { companyInfoFixture } from 'shared-kernel/testing/fixtures';
import { DELETE_REASONS as CONTRACT_DELETE_REASONS, ERROR_CODES } from 'shared-kernel/contract';
import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { mockError } from 'shared-kernel/testing/accounts';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { Route, Routes } from 'shared-kernel/router';
import { companyInfoStore } from 'shared-kernel/stores/companyInfo';
import { sessionStore } from 'shared-kernel/stores/session';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { DELETE_REASONS } from '../utils/deleteReasons';
import SettingsPage from './SettingsPage';

useMockApi();
beforeEach(() => companyInfoStore.set(null));

const Harness = () => (
  <Routes>
    <Route path="settings" element={<SettingsPage />} />
    <Route path="login" element={<h1>Inlogpagina</h1>} />
    <Route path="account-deleted" element={<h1>Verwijderd</h1>} />
  </Routes>
);

async function openSettings() {
  logIn();
  renderRemoteAt(Harness, '/settings');
  await screen.findByRole('heading', { level: 1, name: 'Account' });
}

describe('SettingsPage: access', () => {
  it('sends an anonymous visitor to /login?redirect=/settings', async () => {
    renderRemoteAt(Harness, '/settings');
    expect(await screen.findByRole('heading', { name: 'Inlogpagina' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?redirect=/settings');
  });

  it('waits while the session is unknown, then shows the page to a logged-in member', async () => {
    sessionStore.set({ status: 'unknown', user: null });
    setMockSession(userFixture);
    renderRemoteAt(Harness, '/settings');
    expect(screen.getByRole('status')).toHaveTextContent('Je account wordt geladen...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings');
  });

  it('waits while the session is unknown, then sends a visitor to login', async () => {
    sessionStore.set({ status: 'unknown', user: null });
    renderRemoteAt(Harness, '/settings');
    expect(await screen.findByRole('heading', { name: 'Inlogpagina' })).toBeInTheDocument();
  });
});

describe('SettingsPage: sections', () => {
  it('links to the notification settings and downloads the data export', async () => {
    await openSettings();
    expect(screen.getByRole('link', { name: 'Meldingen instellen' })).toHaveAttribute('href', '/notifications');
    const download = screen.getByRole('link', { name: 'Mijn gegevens downloaden' });
    expect(download).toHaveAttribute('href', 'http://localhost/api/export.php');
    expect(download).toHaveAttribute('download', 'hartklop-gegevens.json');
  });
});

describe('SettingsPage: e-mail address', () => {
  const newEmail = () => screen.getByLabelText('Nieuw e-mailadres');
  const password = () => screen.getByLabelText('Huidig wachtwoord');
  const send = (email: string, pw: string) => {
    fireEvent.change(newEmail(), { target: { value: email } });
    fireEvent.change(password(), { target: { value: pw } });
    fireEvent.click(screen.getByRole('button', { name: /E-mailadres wijzigen/ }));
  };

  it('checks the new address and the password before sending', async () => {
    await openSettings();
    expect(newEmail()).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    send('nieuw@', '');
    expect(await screen.findByText(ACCOUNT_TEXTS.newEmailInvalid)).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Vul je huidige wachtwoord in.')).toHaveAttribute('role', 'alert');
    expect(newEmail()).toHaveAttribute('aria-invalid', 'true');
    expect(newEmail()).toHaveFocus();
    expect(callsTo('POST', '/api/mail-change.php')).toHaveLength(0);
  });

  it('an empty new address is required, not invalid', async () => {
    await openSettings();
    send('', MOCK_PASSWORD);
    expect(await screen.findByText('Vul je nieuwe e-mailadres in.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(ACCOUNT_TEXTS.newEmailInvalid)).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/mail-change.php')).toHaveLength(0);
  });

  it('requests the change and says where the confirmation link went', async () => {
    await openSettings();
    send(' nieuw@example.nl ', MOCK_PASSWORD);
    expect(await screen.findByText('We hebben een bevestigingslink gestuurd naar nieuw@example.nl.')).toBeInTheDocument();
    expect(newEmail()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(callsTo('POST', '/api/mail-change.php').map((r) => r.body)).toEqual([
      { new_email: 'nieuw@example.nl', password: MOCK_PASSWORD },
    ]);
  });

  it.each([
    ['a wrong password', 'nieuw@example.nl', 'fout-wachtwoord', ACCOUNT_TEXTS.wrongPassword],
    ['an address that has an account', 'sanne@example.nl', MOCK_PASSWORD, ACCOUNT_TEXTS.emailTaken],
  ])('shows the server text for %s', async (_name, email, pw, text) => {
    await openSettings();
    send(email, pw);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it.each([
    ['the daily mail limit', 429, ERROR_CODES.rateLimited, ACCOUNT_TEXTS.mailChangeRateLimited],
    ['the current address', 400, ERROR_CODES.validation, ACCOUNT_TEXTS.sameEmail],
  ])('shows the server text for %s verbatim', async (_name, status, code, text) => {
    server.use(mswHttp.post('*/api/mail-change.php', () => mockError(status, code, text)));
    await openSettings();
    send('nieuw@example.nl', MOCK_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(newEmail()).toHaveValue('nieuw@example.nl');
  });
});

describe('SettingsPage: deleting the account', () => {
  const openDialog = () => fireEvent.click(screen.getByRole('button', { name: 'Toch verwijderen' }));

  it('offers alternatives first: the company discount, becoming invisible, fewer e-mails', async () => {
    expect(companyInfoFixture.delete_discount).toBe(50);
    await openSettings();
    const offers = screen.getByRole('list', { name: 'Alternatieven voor verwijderen' });
    expect(
      await within(offers).findByRole('link', { name: '50% korting op je volgende credits' }),
    ).toHaveAttribute('href', '/credits');
    expect(within(offers).getByRole('link', { name: 'Onzichtbaar worden' })).toHaveAttribute('href', '/profile#privacy');
    expect(within(offers).getByRole('link', { name: 'Minder e-mails' })).toHaveAttribute('href', '/notifications');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the discount out when the company gives none', async () => {
    server.use(
      mswHttp.get('*/api/companyinfo.php', () =>
        HttpResponse.json({ companyinfo: { ...companyInfoFixture, delete_discount: 0 } }),
      ),
    );
    await openSettings();
    await waitFor(() => expect(companyInfoStore.get()).not.toBeNull());
    expect(screen.queryByRole('link', { name: /korting/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Onzichtbaar worden' })).toBeInTheDocument();
  });

  it('opens an accessible dialog with the reasons, the grace period and the password', async () => {
    await openSettings();
    const opener = screen.getByRole('button', { name: 'Toch verwijderen' });
    opener.focus();
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Account verwijderen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText(/Je hebt 14 dagen om je account te heractiveren/)).toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: 'Waarom verwijder je je account? (optioneel)' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Ik heb iemand gevonden',
      'Ik vind hier niet wat ik zoek',
      'Het is me te duur',
      'Ik krijg te veel berichten of e-mails',
      'Ik maak me zorgen over mijn privacy',
      'Een andere reden',
    ]);
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
    expect(within(dialog).getByLabelText('Toelichting (optioneel)')).toHaveAttribute('maxlength', '1000');
    expect(within(dialog).getByLabelText('Huidig wachtwoord')).toHaveAttribute('autocomplete', 'current-password');

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    openDialog();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the password before sending and shows a wrong one verbatim', async () => {
    await openSettings();
    openDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Account verwijderen/ }));
    expect(await within(dialog).findByText('Vul je huidige wachtwoord in.')).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText('Huidig wachtwoord')).toHaveFocus();
    expect(callsTo('POST', '/api/account-delete.php')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Huidig wachtwoord'), { target: { value: 'fout' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Account verwijderen/ }));
    expect(await within(dialog).findByText(ACCOUNT_TEXTS.wrongPassword)).toBeInTheDocument();
    expect(sessionStore.get().status).toBe('authenticated');
  });

  it('deletes with reason and comment, logs out here and goes to /account-deleted', async () => {
    await openSettings();
    openDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Het is me te duur'));
    fireEvent.change(within(dialog).getByLabelText('Toelichting (optioneel)'), { target: { value: '  Te weinig tijd  ' } });
    fireEvent.change(within(dialog).getByLabelText('Huidig wachtwoord'), { target: { value: MOCK_PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Account verwijderen/ }));
    expect(await screen.findByRole('heading', { name: 'Verwijderd' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/account-deleted');
    expect(sessionStore.get()).toEqual({ status: 'anonymous', user: null });
    expect(callsTo('POST', '/api/account-delete.php').map((r) => r.body)).toEqual([
      { password: MOCK_PASSWORD, reason: 'too_expensive', comment: 'Te weinig tijd' },
    ]);
  });

  it('cannot be dismissed or sent twice while the deletion is running', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mswHttp.post('*/api/account-delete.php', async () => {
        await gate;
        await delay(1);
        return HttpResponse.json({ error: 'wrong_password', message: ACCOUNT_TEXTS.wrongPassword }, { status: 403 });
      }),
    );
    await openSettings();
    openDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Huidig wachtwoord'), { target: { value: MOCK_PASSWORD } });
    const form = dialog.querySelector('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    const submit = within(dialog).getByRole('button', { name: /Account verwijderen/ });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Sluiten' })).not.toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => release());
    expect(await within(dialog).findByText(ACCOUNT_TEXTS.wrongPassword)).toBeInTheDocument();
    expect(callsTo('POST', '/api/account-delete.php')).toHaveLength(1);
  });

  it('lists exactly the reasons of the contract', () => {
    expect(DELETE_REASONS).toEqual(CONTRACT_DELETE_REASONS);
  });
});
