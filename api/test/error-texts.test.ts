import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ERROR_CODES } from 'shared-kernel/contract';
import { DomainError, byKey } from '../src/domain/errors';
import { failValidation } from '../src/domain/validation';
import { fromDomainError, messageIn } from '../src/web/errors';
import { apiText, apiLanguages } from '../src/i18n';

/** Issue 30: a server error names its text by catalog key; the web layer answers it in the request's language. */

const ROOT = join(__dirname, '..');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.ts$/.test(name) ? [path] : [];
  });

describe('a DomainError is built from a key', () => {
  it('cannot be built from a sentence (type check) and takes its Dutch message from the catalog', () => {
    // @ts-expect-error a Dutch sentence is no text reference: the constructor takes a key and values
    const fromSentence = () => new DomainError('invalid', ERROR_CODES.validation, 'Je bericht is leeg.');
    expect(fromSentence).toThrow();
    const error = new DomainError('invalid', ERROR_CODES.validation, byKey('errors.chat.textTooLong', { max: 2000 }), { field: 'text' });
    expect(error.message).toBe('Je bericht is te lang (maximaal 2000 tekens).');
    expect(error.text).toEqual({ key: 'errors.chat.textTooLong', vars: { max: 2000 } });
    expect(error.statusCode).toBe(400);
  });

  it('a back-office text is Dutch in every language (staff.*), a plural by its count', () => {
    const locked = (count: number) => new DomainError('rateLimited', 'staff_locked', byKey('staff.admin.locked', { count }));
    expect(locked(1).message).toBe('Te veel foute pogingen. Je account is 1 minuut geblokkeerd; probeer het daarna opnieuw.');
    expect(locked(5).message).toBe('Te veel foute pogingen. Je account is 5 minuten geblokkeerd; probeer het daarna opnieuw.');
    expect(messageIn('fr', fromDomainError(locked(5)))).toBe(locked(5).message);
  });
});

describe('a request in another language gets the text by key', () => {
  it('answers the key in French and English, the values kept', () => {
    const error = fromDomainError(new DomainError('invalid', ERROR_CODES.validation, byKey('errors.chat.textTooLong', { max: 2000 })));
    expect(messageIn('fr', error)).toBe('Ton message est trop long (2000 caractères maximum).');
    expect(messageIn('nl', error)).toBe('Je bericht is te lang (maximaal 2000 tekens).');
    expect(messageIn('en', error)).toBe(apiText('en', 'errors.chat.textTooLong', { max: 2000 }));
    expect(messageIn('en', error)).not.toBe(error.message);
  });

  it('translates a schema message inside a validation sentence by its own key', () => {
    let thrown: unknown;
    try {
      failValidation({ key: 'errors.validation.fieldCustom', vars: { field: 'email', message: 'Ongeldige e-mail' }, nested: { message: { key: 'errors.accounts.invalidEmail', vars: {} } } }, 'email');
    } catch (error) {
      thrown = error;
    }
    const answer = fromDomainError(thrown as DomainError);
    expect(answer.message).toBe("Het veld 'email': Ongeldige e-mail.");
    expect(messageIn('fr', answer)).toBe(apiText('fr', 'errors.validation.fieldCustom', { field: 'email', message: apiText('fr', 'errors.accounts.invalidEmail') }));
    expect(messageIn('fr', answer)).not.toContain('Ongeldige');
  });
});

describe('every key written in the API', () => {
  const uses = walk(join(ROOT, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/byKey\(\s*'([^']+)'(\s*\))?/g)].map((m) => ({ file: relative(ROOT, file), key: m[1]!, bare: m[2] !== undefined })),
  );

  it('finds the API using keys', () => {
    expect(uses.length).toBeGreaterThan(100);
  });

  it('has a Dutch text, and a key without values has no placeholder left', () => {
    const problems = uses.flatMap(({ file, key, bare }) => {
      let dutch: string;
      try {
        // A plural key (`x_one`, `x_other`) is named without its category and found by its count.
        dutch = apiText('nl', key, bare ? {} : { count: 2 });
      } catch {
        return [`${file}: ${key} is not in the catalog`];
      }
      return bare && dutch.includes('{{') ? [`${file}: ${key} needs values (${dutch})`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('a member text (errors.*, statements.*) exists in every API language', () => {
    const missing = uses
      .filter(({ key }) => !key.startsWith('staff.'))
      .flatMap(({ key }) => apiLanguages().filter((lang) => lang !== 'nl' && apiText(lang, key) === apiText('nl', key)).map((lang) => `${lang}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('no server error is thrown with a sentence written in place', () => {
    const inline = walk(join(ROOT, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:new DomainError|new ApiHttpError|failValidation|notFound|httpError)\([^;]*?'[A-Z][a-z]+ [^']*'/g)].map(
        (m) => `${relative(ROOT, file)}: ${m[0]}`,
      ),
    );
    expect(inline).toEqual([]);
  });
});
