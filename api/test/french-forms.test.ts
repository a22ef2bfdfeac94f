import { ApiErrorSchema } from 'shared-kernel/contract';
import { dutchWordsIn } from 'shared-kernel/testing/dutchWords';
import { apiText } from '../src/i18n';
import { API_TEXTS_NL } from '../src/i18n/nl';
import { ApiHttpError, messageIn } from '../src/web/errors';
import { describeIssue } from '../src/domain/validation';
import { belgianSite, useTestApp } from './helpers';

/**
 * Issue 27: the Belgian site in French answers every public form in French. Each form is sent
 * empty and wrong with the `locale=fr` cookie on hartklop.be; no answer may hold a Dutch word, and
 * the validation sentences (domain/validation.ts) come from the catalog in the request's language.
 */
const t = useTestApp();

/**
 * The English of a Dutch answer, found by its Dutch text among the catalog's `errors.*` (the API
 * itself answers by key; this test only has the Dutch body to compare with).
 */
function translateDutch(lang: string, dutch: string): string {
  const entries: Array<[string, string]> = [];
  const collect = (tree: unknown, prefix: string): void => {
    if (typeof tree === 'string') entries.push([prefix, tree]);
    else if (tree && typeof tree === 'object') for (const [k, v] of Object.entries(tree)) collect(v, `${prefix}.${k}`);
  };
  collect(API_TEXTS_NL.errors, 'errors');
  for (const [key, text] of entries) {
    const names: string[] = [];
    const source = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\s*(\w+)\s*\\\}\\\}/g, (_all, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    const match = new RegExp(`^${source}$`, 's').exec(dutch);
    if (match) return apiText(lang, key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])));
  }
  return dutch;
}

let ips = 0;
/** A form sent to the Belgian site in `locale` (null: no cookie, Dutch), from an address of its own. */
async function send(method: 'POST' | 'PUT' | 'GET', url: string, payload: unknown, locale: string | null) {
  ips += 1;
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: `10.27.${Math.floor(ips / 200)}.${ips % 200}`,
    headers: { ...belgianSite(locale), ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    ...(method === 'GET' ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  return { status: res.statusCode, message: ApiErrorSchema.parse(res.json()).message };
}

const adult = '1990-05-17';
const tooYoung = `${new Date().getUTCFullYear() - 15}-01-01`;
const signup = { email: 'amelie@example.be', name: 'Amélie', password: 'geheim-wachtwoord', date_of_birth: adult, gender: 'female', seeking: 'male', accept_terms: true };
const token = 'a'.repeat(32);
const notice = { category: 'scam', explanation: 'Ce profil demande de l’argent à tout le monde.', urls: 'https://hartklop.be/profile/1', name: 'Amélie', email: 'amelie@example.be', good_faith: true };

/** Every public form, empty and wrong: [form, method, path, body]. */
const CASES: Array<[string, 'POST' | 'PUT', string, unknown]> = [
  ['signup: empty', 'POST', '/api/signup.php', {}],
  ['signup: every field empty', 'POST', '/api/signup.php', { email: '', name: '', password: '', date_of_birth: '', gender: '', seeking: '', accept_terms: false }],
  ['signup: no e-mail', 'POST', '/api/signup.php', { ...signup, email: '' }],
  ['signup: a wrong e-mail', 'POST', '/api/signup.php', { ...signup, email: 'amelie@' }],
  ['signup: a short name', 'POST', '/api/signup.php', { ...signup, name: 'A' }],
  ['signup: a name with @', 'POST', '/api/signup.php', { ...signup, name: '@amelie' }],
  ['signup: the e-mail as name', 'POST', '/api/signup.php', { ...signup, name: 'amelie@example.be' }],
  ['signup: a short password', 'POST', '/api/signup.php', { ...signup, password: 'kort' }],
  ['signup: no birth date', 'POST', '/api/signup.php', { ...signup, date_of_birth: '' }],
  ['signup: too young', 'POST', '/api/signup.php', { ...signup, date_of_birth: tooYoung }],
  ['signup: no such date', 'POST', '/api/signup.php', { ...signup, date_of_birth: '1990-02-31' }],
  ['signup: a wrong gender', 'POST', '/api/signup.php', { ...signup, gender: 'x' }],
  ['signup: terms not accepted', 'POST', '/api/signup.php', { ...signup, accept_terms: false }],
  ['signup: an unknown field', 'POST', '/api/signup.php', { ...signup, colour: 'rouge' }],
  ['signup: a number for a text', 'POST', '/api/signup.php', { ...signup, name: 12 }],
  ['signup: not an object', 'POST', '/api/signup.php', '[]'],
  ['login: empty', 'POST', '/api/user.php', {}],
  ['login: a wrong password', 'POST', '/api/user.php', { email: 'niemand@example.be', password: 'fout-wachtwoord' }],
  ['reset request: empty', 'POST', '/api/password-reset.php', {}],
  ['reset request: no e-mail', 'POST', '/api/password-reset.php', { email: '' }],
  ['reset request: a wrong e-mail', 'POST', '/api/password-reset.php', { email: 'amelie' }],
  ['reset request: unknown e-mail', 'POST', '/api/password-reset.php', { email: 'niemand@example.be' }],
  ['reset form: empty', 'PUT', '/api/password-reset.php', {}],
  ['reset form: a bad link', 'PUT', '/api/password-reset.php', { token: 'kort', password: 'geheim-wachtwoord', password_repeat: 'geheim-wachtwoord' }],
  ['reset form: a short password', 'PUT', '/api/password-reset.php', { token, password: 'kort', password_repeat: 'kort' }],
  ['reset form: different passwords', 'PUT', '/api/password-reset.php', { token, password: 'geheim-wachtwoord', password_repeat: 'ander-wachtwoord' }],
  ['reset form: an unknown link', 'PUT', '/api/password-reset.php', { token, password: 'geheim-wachtwoord', password_repeat: 'geheim-wachtwoord' }],
  ['reactivation: empty', 'POST', '/api/reactivation-mail.php', {}],
  ['reactivation: a wrong e-mail', 'POST', '/api/reactivation-mail.php', { email: 'amelie@' }],
  ['complaint: empty', 'POST', '/api/complaint.php', {}],
  ['complaint: no category', 'POST', '/api/complaint.php', { ...notice, category: '' }],
  ['complaint: a short explanation', 'POST', '/api/complaint.php', { ...notice, explanation: 'Trop court' }],
  ['complaint: no link', 'POST', '/api/complaint.php', { ...notice, urls: '' }],
  ['complaint: no name', 'POST', '/api/complaint.php', { ...notice, name: '' }],
  ['complaint: a short name', 'POST', '/api/complaint.php', { ...notice, name: 'A' }],
  ['complaint: a wrong e-mail', 'POST', '/api/complaint.php', { ...notice, email: 'amelie@' }],
  ['complaint: not in good faith', 'POST', '/api/complaint.php', { ...notice, good_faith: false }],
];

describe('every public form sent empty and wrong on the Belgian site in French', () => {
  it.each(CASES)('%s: refused in French, without a Dutch word', async (_name, method, path, body) => {
    const dutch = await send(method, path, body, null);
    const french = await send(method, path, body, 'fr');
    expect(french.status).toBe(dutch.status);
    expect(french.status).toBeGreaterThanOrEqual(400);
    expect(french.status).toBeLessThan(500);
    expect(dutchWordsIn(french.message)).toEqual([]);
    // The Dutch answer is Dutch (so the French one is a translation, not a text without words).
    expect(french.message).not.toBe(dutch.message);
    // English, the third complete language: the catalog has the same answer.
    expect(dutchWordsIn(translateDutch('en', dutch.message))).toEqual([]);
    expect(translateDutch('en', dutch.message)).not.toBe(dutch.message);
  });
});

describe('the validation sentences are catalog keys answered in the request’s language', () => {
  it('a missing field, a wrong type, an unknown field, a list of values and the body as a whole', async () => {
    expect(await send('POST', '/api/signup.php', { ...signup, email: undefined }, 'fr')).toEqual({ status: 400, message: "Le champ 'email' est manquant." });
    expect(await send('POST', '/api/signup.php', { ...signup, name: 12 }, 'fr')).toEqual({
      status: 400,
      message: "Le champ 'name' a une valeur non valide (attendu\u202f: du texte).",
    });
    expect(await send('POST', '/api/signup.php', { ...signup, colour: 'rouge' }, 'fr')).toEqual({ status: 400, message: "Le champ 'colour' est inconnu." });
    expect(await send('POST', '/api/signup.php', { ...signup, gender: 'x' }, 'fr')).toEqual({
      status: 400,
      message: "Le champ 'gender' doit avoir l’une de ces valeurs\u202f: male, female.",
    });
    expect(await send('POST', '/api/signup.php', '[]', 'fr')).toEqual({ status: 400, message: 'Le contenu de la requête n’est pas valide.' });
    // The same request in Dutch, and in the member-less default (Dutch).
    expect(await send('POST', '/api/signup.php', { ...signup, email: undefined }, 'nl')).toEqual({ status: 400, message: "Het veld 'email' ontbreekt." });
    expect(await send('POST', '/api/signup.php', { ...signup, email: undefined }, null)).toEqual({ status: 400, message: "Het veld 'email' ontbreekt." });
  });

  it('the account rules in fr and nl (the observed Dutch errors of the French signup)', async () => {
    const cases: Array<[unknown, string, Record<string, number>]> = [
      [{ ...signup, email: '' }, 'emailRequired', {}],
      [{ ...signup, name: 'A' }, 'nameLength', { min: 2, max: 30 }],
      [{ ...signup, password: 'kort' }, 'passwordTooShort', { min: 8 }],
      [{ ...signup, date_of_birth: '' }, 'birthDateRequired', { minAge: 18 }],
    ];
    for (const [body, key, vars] of cases) {
      for (const lang of ['fr', 'nl']) {
        expect(await send('POST', '/api/signup.php', body, lang)).toEqual({ status: 400, message: apiText(lang, `errors.accounts.${key}`, vars) });
      }
    }
    expect((await send('POST', '/api/signup.php', { ...signup, date_of_birth: '' }, 'fr')).message).toBe('Saisis ta date de naissance (18 ans et plus)');
    expect((await send('POST', '/api/signup.php', { ...signup, date_of_birth: '' }, 'nl')).message).toBe('Vul uw geboortedatum in (18+ jaar)');
  });

  it('a schema’s own message is translated, also inside a sentence about its field', async () => {
    // The tracking value's own text ('Ongeldige waarde'), passed on as the whole message.
    expect(await send('POST', '/api/signup.php', { ...signup, tracking: { ref: 'met spatie' } }, 'fr')).toEqual({ status: 400, message: 'Valeur invalide' });
    // A rule zod reports with the schema's text but no sentence of its own: "Het veld 'x': <text>."
    const issue = { code: 'not_multiple_of', divisor: 5, path: ['amount'], message: 'validation.invalidValue', input: 3 };
    const described = describeIssue(issue as unknown as Parameters<typeof describeIssue>[0], 'body');
    expect(described.message).toBe("Het veld 'amount': Ongeldige waarde.");
    const error = new ApiHttpError(400, 'validation_error', described.message, {}, described.text);
    expect(messageIn('fr', error)).toBe("Le champ 'amount'\u202f: Valeur invalide.");
    expect(messageIn('en', error)).toBe("The field 'amount': Invalid value.");
  });
});
