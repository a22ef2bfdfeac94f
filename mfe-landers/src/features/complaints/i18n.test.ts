import { categoryError, explanationError, reporterNameError, urlsError } from 'shared-kernel/contract/complaint-rules';
import { i18n, loadLanguage } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import './i18n';

/** Issue 30: the complaint rules answer codes; the form's text is `rules.<code>` of this remote's catalog. */
afterEach(async () => {
  await i18n.changeLanguage('nl');
});

const codes = [
  categoryError(''),
  explanationError('kort'),
  explanationError('x'.repeat(5001)),
  urlsError('', 'scam'),
  urlsError('x'.repeat(2001), 'scam'),
  reporterNameError(''),
  reporterNameError('A'),
  'complaints.goodFaithRequired',
];

describe('the complaint form’s rule texts (landers:rules.complaints.*)', () => {
  it('every code the rules answer is a code, with a Dutch text whose values are the contract’s limits', () => {
    expect(codes).toEqual([
      'complaints.categoryRequired',
      'complaints.explanationTooShort',
      'complaints.explanationTooLong',
      'complaints.urlsRequired',
      'complaints.urlsTooLong',
      'complaints.nameRequired',
      'complaints.nameLength',
      'complaints.goodFaithRequired',
    ]);
    expect(codes.map((code) => ruleText(code, 'landers'))).toEqual([
      'Kies waar je melding over gaat.',
      'Leg in minstens 20 tekens uit wat er aan de hand is.',
      'Je uitleg mag maximaal 5000 tekens lang zijn.',
      'Vul de link(s) of het profiel in waar je melding over gaat.',
      'De links mogen samen maximaal 2000 tekens lang zijn.',
      'Vul je naam in.',
      'Je naam moet 2 tot 100 tekens lang zijn.',
      'Bevestig dat je melding te goeder trouw is en naar waarheid is ingevuld.',
    ]);
  });

  it('in French from the remote’s French file, the limits filled in', async () => {
    await loadLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(ruleText('complaints.explanationTooShort', 'landers')).toBe('Explique en au moins 20 caractères ce qui se passe.');
    expect(ruleText('complaints.nameLength', 'landers')).toBe('Ton nom doit contenir entre 2 et 100 caractères.');
    expect(ruleText('accounts.emailRequired', 'landers')).toBe('Saisis ton adresse e-mail.');
  });
});
