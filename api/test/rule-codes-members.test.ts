import { ApiErrorSchema, DirectDebitFormSchema } from 'shared-kernel/contract';
import { appealExplanationError } from 'shared-kernel/contract/moderation-rules';
import { apiText } from '../src/i18n';
import { schemaText } from '../src/i18n/catalog';
import { belgianSite, useTestApp } from './helpers';

/**
 * Issue 30: the contract's complaint, appeal and direct-debit rules answer codes; the API answers
 * each by its own catalog (`errors.<code>`) with the contract's values, in the request's language.
 */
const t = useTestApp();

const notice = { category: 'scam', explanation: 'Dit profiel vraagt iedereen om geld.', urls: 'https://hartklop.be/profile/1', name: 'Anna', email: 'anna@example.be', good_faith: true };

async function complain(body: unknown, locale: string | null, ip: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/complaint.php', remoteAddress: ip, headers: { ...belgianSite(locale), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { status: res.statusCode, message: ApiErrorSchema.parse(res.json()).message };
}

describe('a contract code is a text of the API catalog', () => {
  it.each([
    ['complaints.nameLength', 'errors.complaints.nameLength', { min: 2, max: 100 }],
    ['complaints.explanationTooShort', 'errors.complaints.explanationTooShort', { min: 20 }],
    ['complaints.goodFaithRequired', 'errors.complaints.goodFaithRequired', {}],
    ['moderation.appealTooShort', 'errors.moderation.appealTooShort', { min: 10 }],
    ['moderation.appealTooLong', 'errors.moderation.appealTooLong', { max: 2000 }],
    ['directDebit.zipInvalid', 'errors.directDebit.zipInvalid', {}],
  ])('%s → %s with its values', (code, key, vars) => {
    expect(schemaText(code)).toEqual({ key, vars });
  });

  it('the appeal’s maximum has its own text with the appeal’s limit', () => {
    expect(apiText('nl', schemaText(appealExplanationError('x'.repeat(2001))!).key, { max: 2000 })).toBe('Je uitleg mag maximaal 2000 tekens lang zijn.');
    expect(apiText('fr', 'errors.moderation.appealTooLong', { max: 2000 })).toBe('Ton explication peut contenir au maximum 2000 caractères.');
  });

  it('every code of the direct-debit form has a text', () => {
    const parsed = DirectDebitFormSchema.safeParse({ bundle_id: 1, account_holder: '', iban: '', street: '', house_number: '', zip: '', city: '', phone: '', consent: false });
    const codes = [...new Set(parsed.error!.issues.map((i) => i.message))];
    expect(codes.length).toBeGreaterThanOrEqual(7);
    for (const code of codes) expect(schemaText(code).key).toBe(`errors.${code}`);
  });
});

describe('POST /api/complaint.php answers the code in the request’s language', () => {
  it('Dutch without a language, French with locale=fr, the limits filled in', async () => {
    expect(await complain({ ...notice, explanation: 'kort' }, null, '10.30.1.1')).toEqual({ status: 400, message: 'Leg in minstens 20 tekens uit wat er aan de hand is.' });
    expect(await complain({ ...notice, explanation: 'court' }, 'fr', '10.30.1.2')).toEqual({ status: 400, message: 'Explique en au moins 20 caractères ce qui se passe.' });
    expect(await complain({ ...notice, good_faith: false }, 'fr', '10.30.1.3')).toEqual({ status: 400, message: 'Confirme que ton signalement est fait de bonne foi et qu’il est exact.' });
  });
});
