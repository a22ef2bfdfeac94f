import { ACCOUNT_CODES, birthDateError, emailError, nameError, passwordError } from 'shared-kernel/contract/account-rules';
import { i18n, loadLanguage } from 'shared-kernel/i18n';
import { authRuleText, authRuleTexts } from './i18n';

/** Issue 30: the account rules answer codes; the forms' text is `rules.<code>` of this remote's catalog (auth). */
afterEach(async () => {
  await i18n.changeLanguage('nl');
});

const TODAY = new Date('2026-11-21T12:00:00Z');

describe('the account forms’ rule texts (auth:rules.accounts.*)', () => {
  it('Dutch as the SPEC says it, with the contract’s limits', () => {
    expect(authRuleText(emailError(''))).toBe('Vul je e-mailadres in.');
    expect(authRuleText(emailError('lid@'))).toBe('Ongeldige e-mail');
    expect(authRuleText(birthDateError('', TODAY))).toBe('Vul uw geboortedatum in (18+ jaar)');
    expect(authRuleText(nameError('S'))).toBe('Kies een naam van 2 tot 30 tekens.');
    expect(authRuleText(passwordError('kort'))).toBe('Kies een wachtwoord van minimaal 8 tekens.');
    expect(authRuleText(passwordError('x'.repeat(129)))).toBe('Je wachtwoord mag maximaal 128 tekens lang zijn.');
  });

  it('has a Dutch text for every code of the account rules', () => {
    for (const code of Object.values(ACCOUNT_CODES)) expect({ code, known: authRuleText(code) !== code }).toEqual({ code, known: true });
  });

  it.each([
    ['fr', ACCOUNT_CODES.nameLength, 'Choisis un nom de 2 à 30 caractères.'],
    ['fr', ACCOUNT_CODES.passwordTooShort, 'Choisis un mot de passe d’au moins 8 caractères.'],
    ['fr', ACCOUNT_CODES.birthDateRequired, 'Saisis ta date de naissance (18 ans et plus)'],
    ['en', ACCOUNT_CODES.emailRequired, 'Enter your email address.'],
  ])('%s: %s', async (lang, code, expected) => {
    await loadLanguage(lang);
    await i18n.changeLanguage(lang);
    expect(authRuleText(code)).toBe(expected);
  });

  it('a server message (already translated) passes as it is', async () => {
    await loadLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(authRuleTexts({ email: ACCOUNT_CODES.invalidEmail, name: null, other: 'Autre' })).toEqual({ email: 'E-mail invalide', other: 'Autre' });
  });
});
