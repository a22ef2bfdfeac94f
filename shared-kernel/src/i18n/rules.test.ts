import { addResources, i18n } from 'shared-kernel/i18n';
import { ruleText, ruleTexts } from './rules';

/** A remote's catalog of rule texts, as a remote registers it (mfe-auth, mfe-landers, ... hold the real ones). */
addResources('rulesTest', {
  nl: { rules: { accounts: { emailRequired: 'Vul je e-mailadres in.', nameLength: 'Kies een naam van {{min}} tot {{max}} tekens.' } } },
  fr: { rules: { accounts: { nameLength: 'Choisis un nom de {{min}} à {{max}} caractères.' } } },
});

afterEach(async () => {
  await i18n.changeLanguage('nl');
});

describe('ruleText: a contract rule’s code as its remote’s text in the page’s language', () => {
  it('renders rules.<code> of the namespace with the contract’s values', async () => {
    expect(ruleText('accounts.emailRequired', 'rulesTest')).toBe('Vul je e-mailadres in.');
    expect(ruleText('accounts.nameLength', 'rulesTest')).toBe('Kies een naam van 2 tot 30 tekens.');
    await i18n.changeLanguage('fr');
    expect(ruleText('accounts.nameLength', 'rulesTest')).toBe('Choisis un nom de 2 à 30 caractères.');
    expect(ruleText('accounts.nameLength', 'rulesTest', { max: 20 })).toBe('Choisis un nom de 2 à 20 caractères.');
  });

  it('any other text (a server message already translated, a code the namespace lacks) and nothing pass as they are', async () => {
    await i18n.changeLanguage('fr');
    expect(ruleText('Code introuvable', 'rulesTest')).toBe('Code introuvable');
    expect(ruleText('accounts.sameEmail', 'rulesTest')).toBe('accounts.sameEmail');
    expect(ruleText(null, 'rulesTest')).toBeNull();
    expect(ruleText(undefined, 'rulesTest')).toBeUndefined();
    expect(ruleTexts({ name: 'accounts.nameLength', email: null, other: 'Autre' }, 'rulesTest')).toEqual({
      name: 'Choisis un nom de 2 à 30 caractères.',
      other: 'Autre',
    });
  });
});
