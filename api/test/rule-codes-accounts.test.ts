import { ApiErrorSchema, SignupBodySchema } from 'shared-kernel/contract';
import { birthDateError, emailError, nameError, passwordError } from 'shared-kernel/contract/account-rules';
import { apiText } from '../src/i18n';
import { schemaText } from '../src/i18n/catalog';
import { belgianSite, signupBody, useTestApp } from './helpers';

/**
 * Issue 30: the account rules and the member-facing schemas answer codes; the API answers each by its
 * own catalog (`errors.<code>`) with the contract's values, in the request's language.
 */
const t = useTestApp();

async function signup(body: unknown, locale: string | null, ip: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/signup.php', remoteAddress: ip, headers: { ...belgianSite(locale), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { status: res.statusCode, message: ApiErrorSchema.parse(res.json()).message };
}

describe('an account code is a text of the API catalog', () => {
  it.each([
    [nameError('F'), 'errors.accounts.nameLength', { min: 2, max: 30 }],
    [passwordError('kort'), 'errors.accounts.passwordTooShort', { min: 8 }],
    [passwordError('x'.repeat(129)), 'errors.accounts.passwordTooLong', { max: 128 }],
    [birthDateError(''), 'errors.accounts.birthDateRequired', { minAge: 18 }],
    [emailError('jan@'), 'errors.accounts.invalidEmail', {}],
    ['accounts.linkInvalid', 'errors.accounts.linkInvalid', {}],
    ['validation.termsRequired', 'errors.validation.termsRequired', {}],
    ['validation.invalidIdempotencyKey', 'errors.validation.invalidIdempotencyKey', {}],
    ['promotions.notFound', 'errors.promotions.notFound', {}],
  ])('%s → %s with its values', (code, key, vars) => {
    expect(schemaText(code!)).toEqual({ key, vars });
  });

  it('every code of an empty signup form has a text', () => {
    const parsed = SignupBodySchema.safeParse({ email: '', name: '', password: '', date_of_birth: '', gender: 'male', seeking: 'female', accept_terms: false });
    const codes = [...new Set(parsed.error!.issues.map((i) => i.message))];
    expect(codes).toEqual(expect.arrayContaining(['accounts.emailRequired', 'accounts.passwordTooShort', 'accounts.birthDateRequired', 'validation.termsRequired']));
    for (const code of codes) expect(schemaText(code).key).toBe(`errors.${code}`);
  });

  it('the member-facing schemas’ other codes are texts of errors.*', () => {
    const codes = ['termsRequired', 'invalidLatitude', 'invalidLongitude', 'invalidIdempotencyKey', 'unknownPaymentMethod', 'codeRequired', 'codeOrWelcome', 'conversationOrProfile', 'beforeOrAfter', 'textOrGift', 'pushHttps', 'ageRange'];
    for (const code of codes) expect(schemaText(`validation.${code}`)).toEqual({ key: `errors.validation.${code}`, vars: {} });
  });

  it('the idempotency key’s text is in Dutch and French', () => {
    expect(apiText('nl', 'errors.validation.invalidIdempotencyKey')).toBe('Ongeldige idempotency key');
    expect(apiText('fr', 'errors.validation.invalidIdempotencyKey')).toBe('Clé d’idempotence invalide');
  });
});

describe('POST /api/signup.php answers the code in the request’s language', () => {
  it('Dutch without a language, French with locale=fr, the limits filled in', async () => {
    expect(await signup(signupBody('kort@example.be', { name: 'F' }), null, '10.31.1.1')).toEqual({ status: 400, message: 'Kies een naam van 2 tot 30 tekens.' });
    expect(await signup(signupBody('court@example.be', { name: 'F' }), 'fr', '10.31.1.2')).toEqual({ status: 400, message: 'Choisis un nom de 2 à 30 caractères.' });
    expect(await signup(signupBody('jeune@example.be', { date_of_birth: '' }), 'fr', '10.31.1.3')).toEqual({ status: 400, message: 'Saisis ta date de naissance (18 ans et plus)' });
  });
});
