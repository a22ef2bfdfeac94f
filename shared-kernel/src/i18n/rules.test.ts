import { ACCOUNT_TEXTS } from 'shared-kernel/contract/account-rules';
import { i18n, loadLanguage } from 'shared-kernel/i18n';
import { ruleText, ruleTexts } from './rules';

afterEach(async () => {
  await i18n.changeLanguage('nl');
});

describe('ruleText: the contract’s rule texts in the page’s language', () => {
  it('Dutch as the contract says it', () => {
    expect(ruleText(ACCOUNT_TEXTS.emailRequired)).toBe('Vul je e-mailadres in.');
    expect(ruleText(ACCOUNT_TEXTS.birthDateRequired(18))).toBe('Vul uw geboortedatum in (18+ jaar)');
  });

  it.each([
    ['fr', ACCOUNT_TEXTS.nameLength, 'Choisis un nom de 2 à 30 caractères.'],
    ['fr', ACCOUNT_TEXTS.passwordTooShort, 'Choisis un mot de passe d’au moins 8 caractères.'],
    ['fr', ACCOUNT_TEXTS.birthDateRequired(18), 'Saisis ta date de naissance (18 ans et plus)'],
    ['en', ACCOUNT_TEXTS.emailRequired, 'Enter your email address.'],
  ])('%s: %s', async (lang, dutch, expected) => {
    await loadLanguage(lang);
    await i18n.changeLanguage(lang);
    expect(ruleText(dutch)).toBe(expected);
  });

  it('any other text (a server message already translated) and nothing pass as they are', async () => {
    await loadLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(ruleText('Code introuvable')).toBe('Code introuvable');
    expect(ruleText(null)).toBeNull();
    expect(ruleText(undefined)).toBeUndefined();
    expect(ruleTexts({ email: ACCOUNT_TEXTS.invalidEmail, name: null, other: 'Autre' })).toEqual({ email: 'E-mail invalide', other: 'Autre' });
  });
});
