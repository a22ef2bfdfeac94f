import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MOCK_STAFF_CODE, MOCK_STAFF_PASSWORD, getMockStaff, setMockStaff } from 'shared-kernel/testing/admin';
import { callsTo, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';
import { resetStaffState } from '../../../components/staffSession';
import { safeNext } from './LoginPage';

jest.mock('uplot', () => jest.fn().mockImplementation(() => ({ setSize: jest.fn(), destroy: jest.fn() })));

useMockApi();
beforeEach(() => {
  resetStaffState();
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    disconnect() {}
  };
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function passwordStep(email = 'beheer@hartklop.test', password = MOCK_STAFF_PASSWORD) {
  await screen.findByRole('heading', { name: 'Inloggen op de backoffice' });
  type('E-mailadres', email);
  type('Wachtwoord', password);
  fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
}

describe('LoginPage', () => {
  it('asks the password, then the authenticator code, and then opens the dashboard', async () => {
    renderRemoteAt(App, '/admin/login');
    await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Code uit je authenticator-app' })).toBeInTheDocument();
    await screen.findByLabelText('Code');
    expect(getMockStaff()).toBeNull(); // the password alone signs nobody in
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    type('Code', MOCK_STAFF_CODE);
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    expect(callsTo('POST', '/api/admin/login/code')[0]?.body).toEqual({ challenge: expect.any(String), code: MOCK_STAFF_CODE });
  });

  it('shows the server’s message for a wrong password and stays on the first step', async () => {
    renderRemoteAt(App, '/admin/login');
    await passwordStep('beheer@hartklop.test', 'fout-wachtwoord');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mailadres of wachtwoord onjuist.');
    expect(screen.getByLabelText('Wachtwoord')).toBeInTheDocument();
  });

  it('refuses a code that is not 6 digits before asking the server, and shows the server’s message for a wrong code', async () => {
    renderRemoteAt(App, '/admin/login');
    await passwordStep();
    await screen.findByLabelText('Code');
    type('Code', '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vul de 6 cijfers uit je authenticator-app in.');
    expect(callsTo('POST', '/api/admin/login/code')).toHaveLength(0);
    type('Code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('De code klopt niet. Gebruik de huidige code uit je authenticator-app.'));
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(getMockStaff()).toBeNull();
  });

  it('sends a visitor of a back-office page to the sign-in, and back to that page afterwards', async () => {
    renderRemoteAt(App, '/admin/audit?action=staff.sign_in');
    await screen.findByRole('heading', { name: 'Inloggen op de backoffice' });
    expect(window.location.pathname).toBe('/admin/login');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/admin/audit?action=staff.sign_in');
    await passwordStep();
    await screen.findByLabelText('Code');
    type('Code', MOCK_STAFF_CODE);
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditlog' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/audit');
  });

  it('follows only back-office addresses after sign-in', () => {
    expect(safeNext('/admin/staff')).toBe('/admin/staff');
    expect(safeNext('/admin?x=1')).toBe('/admin?x=1');
    for (const bad of ['//evil.example/admin', 'https://evil.example/admin', '/members', '/administrator', '/admin//evil.example', null]) {
      expect(safeNext(bad)).toBe('/admin');
    }
  });
});

describe('the admin frame', () => {
  it('shows a moderator only the entries of their role, their name and role, and refuses admin pages', async () => {
    setMockStaff('moderator');
    renderRemoteAt(App, '/admin/staff');
    const nav = await screen.findByRole('navigation', { name: 'Backoffice' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Moderatie', 'Meldingen']);
    expect(screen.getByText(/Ingelogd als Mo de Vries/)).toHaveTextContent('Rol: Moderator');
    expect(screen.getByRole('alert')).toHaveTextContent('Je rol (Moderator) heeft geen toegang tot deze pagina.');
    expect(callsTo('GET', '/api/admin/staff')).toHaveLength(0);
  });

  it('shows an admin every entry, marks the current page, and signs out', async () => {
    setMockStaff('admin');
    renderRemoteAt(App, '/admin/audit');
    const nav = await screen.findByRole('navigation', { name: 'Backoffice' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Moderatie', 'Meldingen', 'Leden', 'Prijzen', 'Kortingscodes', 'Instellingen', 'Medewerkers', 'Auditlog']);
    expect(within(nav).getByRole('link', { name: 'Auditlog' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByRole('heading', { name: 'Inloggen op de backoffice' })).toBeInTheDocument();
    expect(getMockStaff()).toBeNull();
  });
});
