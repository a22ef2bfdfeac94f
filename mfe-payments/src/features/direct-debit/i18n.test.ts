import { DirectDebitConfirmSchema, DirectDebitFormSchema } from 'shared-kernel/contract';
import { i18n, loadLanguage } from 'shared-kernel/i18n';
import { ruleText } from 'shared-kernel/i18n/rules';
import { ibanError } from './components/MandateForm';
import './i18n';

/** Issue 30: the direct-debit rules and schemas answer codes; the form's text is `rules.<code>` of this remote's catalog. */
afterEach(async () => {
  await i18n.changeLanguage('nl');
});

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] => (result.error?.issues ?? []).map((i) => i.message).sort();

describe('the direct-debit form’s rule texts (payments:rules.directDebit.*)', () => {
  it('the schemas answer codes, each with its Dutch text in this catalog', () => {
    const form = DirectDebitFormSchema.safeParse({ bundle_id: 1, account_holder: ' ', iban: 'NL', street: '', house_number: '?', zip: '!', city: '', phone: '020', consent: false });
    const codes = [...new Set(issues(form))];
    expect(codes).toEqual([
      'directDebit.cityRequired',
      'directDebit.consentRequired',
      'directDebit.holderRequired',
      'directDebit.houseNumberInvalid',
      'directDebit.ibanInvalid',
      'directDebit.phoneInvalid',
      'directDebit.streetRequired',
      'directDebit.zipInvalid',
    ]);
    expect(issues(DirectDebitConfirmSchema.safeParse({ challenge_id: 'x'.repeat(16), otp: '12', idempotency_key: crypto.randomUUID() }))).toEqual(['directDebit.otpFormat']);
    for (const code of codes) expect(ruleText(code, 'payments')).not.toBe(code);
    expect(ruleText('directDebit.zipInvalid', 'payments')).toBe('Vul een geldige postcode in.');
    expect(ruleText(ibanError('NL91 ABNA 0417 1643 01'), 'payments')).toBe('Ongeldig IBAN');
    expect(ruleText(ibanError('BR15 0000 0000 0000 1093 2840 814P 2'), 'payments')).toBe('Dit IBAN hoort niet bij een SEPA-land.');
    expect(ruleText('directDebit.limitReached', 'payments')).toBe('Uw limiet voor automatische incasso betalingen is bereikt.');
  });

  it('in French from the remote’s French file', async () => {
    await loadLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(ruleText('directDebit.ibanInvalid', 'payments')).toBe('IBAN invalide');
    expect(ruleText('directDebit.otpInvalid', 'payments')).toBe('Code invalide');
  });
});
