import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { errorsAfterSubmit, expectNoDutch, renderFormAt, setField, useFrenchForms } from 'shared-kernel/testing/i18n';
import { MOCK_TOKENS } from 'shared-kernel/testing';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { BrowserRouter } from 'shared-kernel/router';
import { renderWithTheme } from 'shared-kernel/testing/ui';
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
useFrenchForms();

const renderSignup = (ui: ReactElement) => renderWithTheme(<BrowserRouter>{ui}</BrowserRouter>);

describe('the public forms of mfe-auth in French', () => {
  it('signup, empty: French errors only (the four of the issue among them)', () => {
    renderSignup(<SignupForm />);
    const errors = errorsAfterSubmit();
    expectNoDutch(errors);
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
    setField('input[type="email"]', 'amelie@');
    setField('input[autocomplete="nickname"]', '@amelie');
    setField('input[autocomplete="new-password"]', 'kort');
    setField('select[autocomplete="bday-day"]', '31');
    setField('select[autocomplete="bday-month"]', '2');
    setField('select[autocomplete="bday-year"]', '1990');
    const errors = errorsAfterSubmit();
    expectNoDutch(errors);
    expect(errors).toEqual(expect.arrayContaining(['E-mail invalide', 'Ton nom ne peut pas commencer par @.', 'Date de naissance invalide.']));
  });

  it('login, empty and wrong', async () => {
    await renderFormAt(LoginPage, '/login');
    expectNoDutch(errorsAfterSubmit());
    setField('input[type="email"]', 'amelie');
    expectNoDutch(errorsAfterSubmit());
  });

  it('password reset request, empty and wrong', async () => {
    await renderFormAt(RequestResetPage, '/reset-password');
    expect(errorsAfterSubmit()).toContain('Saisis ton adresse e-mail.');
    setField('input[type="email"]', 'amelie@');
    const errors = errorsAfterSubmit();
    expectNoDutch(errors);
    expect(errors).toContain('E-mail invalide');
  });

  it('password reset form, empty and wrong; and without a link', async () => {
    await renderFormAt(ResetPasswordPage, `/reset-password/do?token=${MOCK_TOKENS.reset}`);
    expectNoDutch(errorsAfterSubmit());
    setField('input[name="password"]', 'geheim-wachtwoord');
    setField('input[name="password_repeat"]', 'ander-wachtwoord');
    const errors = errorsAfterSubmit();
    expectNoDutch(errors);
    expect(errors).toContain('Les mots de passe saisis ne sont pas identiques.');
  });

  it('a reset link that is missing says so in French', () => {
    renderRemoteAt(ResetPasswordPage, '/reset-password/do');
    expect(screen.getByRole('alert')).toHaveTextContent('Lien expiré ou invalide, demande un nouvel e-mail');
  });

  it('the reactivation mail of a deleted account, empty and wrong', async () => {
    await renderFormAt(AccountDeletedPage, '/account-deleted');
    expectNoDutch(errorsAfterSubmit());
    setField('input[type="email"]', 'amelie@');
    expectNoDutch(errorsAfterSubmit());
  });
});
