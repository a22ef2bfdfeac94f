import { nameError } from 'shared-kernel/contract/account-rules';
import { i18n, loadLanguage } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import './i18n';

/** Issue 30: the name rule answers a code; the details form's text is `rules.<code>` of this remote's catalog. */
afterEach(async () => {
  await i18n.changeLanguage('nl');
});

describe('the details form’s name texts (members:rules.accounts.*)', () => {
  it('every code the form can meet has a Dutch text with the contract’s limits', () => {
    expect([nameError('@sanne'), nameError('S'), nameError('<b>Sanne</b>')].map((code) => ruleText(code, 'members'))).toEqual([
      'Je naam mag niet met @ beginnen.',
      'Kies een naam van 2 tot 30 tekens.',
      "Je naam mag alleen letters, cijfers, spaties en . _ - ' bevatten.",
    ]);
  });

  it('in French from the remote’s French file', async () => {
    await loadLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(ruleText(nameError('S'), 'members')).toBe('Choisis un nom de 2 à 30 caractères.');
    expect(ruleText(nameError('@sanne'), 'members')).toBe('Ton nom ne peut pas commencer par @.');
  });
});
