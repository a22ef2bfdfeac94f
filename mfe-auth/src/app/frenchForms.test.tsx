import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { i18n, loadLanguage } from 'shared-kernel/i18n';
import { MOCK_TOKENS } from 'shared-kernel/mocks';
import { settingsFixture } from 'shared-kernel/mocks/fixtures';
import { dutchWordsIn } from 'shared-kernel/mocks/dutchWords';
import { useMockApi } from 'shared-kernel/mocks/testing';
import { renderRemoteAt } from 'shared-kernel/remote/testing';
import { BrowserRouter } from 'shared-kernel/router';
import { settingsStore } from 'shared-kernel/stores/settings';
import { renderWithTheme } from 'shared-kernel/ui/testUtils';
import AccountDeletedPage from '../features/account-deleted/components/AccountDeletedPage';
import LoginPage from '../features/login/components/LoginPage';
import RequestResetPage from '../features/password-reset/components/RequestResetPage';
import ResetPasswordPage from '../features/password-reset/components/ResetPasswordPage';
import { SignupForm } from '../features/signup/components/SignupForm';

/**
 * Issue 27: the Belgian site in French. Every public form of mfe-auth, sent empty and wrong, shows
 * its errors in French: the contract's rule texts come from the kernel's catalog (kernel:rules.*),
 * the form's own from auth's. None may hold a tell-tale Dutch word.
 */
useMockApi();

beforeAll(async () => {
  await loadLanguage('fr');
  await i18n.changeLanguage('fr');
});
afterAll(async () => {
  await i18n.changeLanguage('nl');
});
beforeEach(() => settingsStore.set(settingsFixture));

const form = (): HTMLFormElement => document.querySelector('form')!;
const input = (selector: string): HTMLInputElement => form().querySelector<HTMLInputElement>(selector)!;
const type = (selector: string, value: string) => fireEvent.change(input(selector), { target: { value } });

/** The errors the form shows (role="alert"), after it is sent. */
function errorsAfterSubmit(): string[] {
  fireEvent.submit(form());
  const alerts = screen.queryAllByRole('alert').map((el) => el.textContent ?? '');
  expect(alerts.length).toBeGreaterThan(0);
  return alerts;
}

const expectFrench = (errors: string[]) => {
  expect(errors.flatMap(dutchWordsIn)).toEqual([]);
};

const renderPage = async (Page: ComponentType, path: string) => {
  renderRemoteAt(Page, path);
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull());
};
const renderSignup = (ui: ReactElement) => renderWithTheme(<BrowserRouter>{ui}</BrowserRouter>);

describe('the public forms of mfe-auth in French', () => {
  it('signup, empty: French errors only (the four of the issue among them)', () => {
    renderSignup(<SignupForm />);
    const errors = errorsAfterSubmit();
    expectFrench(errors);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Saisis ton adresse e-mail.',
        'Choisis un nom de 2 à 30 caractères.',
        'Choisis un mot de passe d’au moins 8 caractères.',
        'Saisis ta date de naissance (18 ans et plus)',
      ]),
    );
  });

  it('signup, wrong: French errors only', () => {
    renderSignup(<SignupForm />);
    type('input[type="email"]', 'amelie@');
    type('input[autocomplete="nickname"]', '@amelie');
    type('input[autocomplete="new-password"]', 'kort');
    type('select[autocomplete="bday-day"]', '31');
    type('select[autocomplete="bday-month"]', '2');
    type('select[autocomplete="bday-year"]', '1990');
    const errors = errorsAfterSubmit();
    expectFrench(errors);
    expect(errors).toEqual(expect.arrayContaining(['E-mail invalide', 'Ton nom ne peut pas commencer par @.', 'Date de naissance invalide.']));
  });

  it('login, empty and wrong', async () => {
    await renderPage(LoginPage, '/login');
    expectFrench(errorsAfterSubmit());
    type('input[type="email"]', 'amelie');
    expectFrench(errorsAfterSubmit());
  });

  it('password reset request, empty and wrong', async () => {
    await renderPage(RequestResetPage, '/reset-password');
    expect(errorsAfterSubmit()).toContain('Saisis ton adresse e-mail.');
    type('input[type="email"]', 'amelie@');
    const errors = errorsAfterSubmit();
    expectFrench(errors);
    expect(errors).toContain('E-mail invalide');
  });

  it('password reset form, empty and wrong; and without a link', async () => {
    await renderPage(ResetPasswordPage, `/reset-password/do?token=${MOCK_TOKENS.reset}`);
    expectFrench(errorsAfterSubmit());
    type('input[name="password"]', 'geheim-wachtwoord');
    type('input[name="password_repeat"]', 'ander-wachtwoord');
    const errors = errorsAfterSubmit();
    expectFrench(errors);
    expect(errors).toContain('Les mots de passe saisis ne sont pas identiques.');
  });

  it('a reset link that is missing says so in French', () => {
    renderRemoteAt(ResetPasswordPage, '/reset-password/do');
    expect(screen.getByRole('alert')).toHaveTextContent('Lien expiré ou invalide, demande un nouvel e-mail');
  });

  it('the reactivation mail of a deleted account, empty and wrong', async () => {
    await renderPage(AccountDeletedPage, '/account-deleted');
    expectFrench(errorsAfterSubmit());
    type('input[type="email"]', 'amelie@');
    expectFrench(errorsAfterSubmit());
  });
});
