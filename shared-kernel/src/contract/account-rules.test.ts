import { ACCOUNT_CODES, birthDateError, emailError, nameError, normalizeEmail, passwordError, safeReturnPath } from './account-rules';
import { SignupBodySchema } from './accounts';

const TODAY = new Date('2026-11-21T12:00:00Z');

describe('account rules (SPEC §5)', () => {
  it.each(['lid@example.nl', ' Lid.Naam+tag@sub.example.be '])('accepts the address %j', (email) => {
    expect(emailError(email)).toBeNull();
  });
  it.each(['', '   '])('an empty address %j is required, not invalid', (email) => expect(emailError(email)).toBe(ACCOUNT_CODES.emailRequired));
  it.each(['lid', 'lid@', '@example.nl', 'lid@example', 'l id@example.nl', 'lid@exa\u0000mple.nl', `${'a'.repeat(250)}@example.nl`])(
    'refuses %j with "Ongeldige e-mail" (its code)',
    (email) => expect(emailError(email)).toBe(ACCOUNT_CODES.invalidEmail),
  );
  it('normalises addresses for comparison', () => expect(normalizeEmail('  Lid@Example.NL ')).toBe('lid@example.nl'));

  it('a name must not start with @ nor equal the e-mail address', () => {
    expect(nameError('@sanne', 'sanne@example.nl')).toBe(ACCOUNT_CODES.nameStartsWithAt);
    expect(nameError('Sanne@Example.nl', 'sanne@example.nl')).toBe(ACCOUNT_CODES.nameIsEmail);
    expect(nameError('S', 'x@example.nl')).toBe(ACCOUNT_CODES.nameLength);
    expect(nameError('<b>Sanne</b>', 'x@example.nl')).toBe(ACCOUNT_CODES.nameCharacters);
    expect(nameError("Anne-Marie O'Neill", 'x@example.nl')).toBeNull();
    expect(nameError('Zoë', 'x@example.nl')).toBeNull();
  });

  it('passwords have 8 to 128 characters', () => {
    expect(passwordError('kort')).toBe(ACCOUNT_CODES.passwordTooShort);
    expect(passwordError('x'.repeat(129))).toBe(ACCOUNT_CODES.passwordTooLong);
    expect(passwordError('precies8')).toBeNull();
  });

  it('birth dates: required and 18+, impossible dates refused', () => {
    expect(birthDateError('', TODAY)).toBe(ACCOUNT_CODES.birthDateRequired);
    expect(birthDateError('2008-11-22', TODAY)).toBe(ACCOUNT_CODES.birthDateRequired);
    expect(birthDateError('2008-11-21', TODAY)).toBeNull();
    expect(birthDateError('1990-02-30', TODAY)).toBe(ACCOUNT_CODES.invalidBirthDate);
    expect(birthDateError('12-05-1990', TODAY)).toBe(ACCOUNT_CODES.invalidBirthDate);
    expect(birthDateError('2030-01-01', TODAY)).toBe(ACCOUNT_CODES.invalidBirthDate);
    expect(birthDateError('1900-01-01', TODAY)).toBe(ACCOUNT_CODES.invalidBirthDate);
  });

  it('only same-site paths are return targets after login', () => {
    expect(safeReturnPath('/members?page=2')).toBe('/members?page=2');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'members', null, '/x\n']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('the signup schema applies the same rules, with their codes as messages', () => {
    const valid = {
      email: 'nieuw@example.nl',
      name: 'Nieuw',
      password: 'een-goed-wachtwoord',
      date_of_birth: '1990-01-01',
      gender: 'male',
      seeking: 'female',
      accept_terms: true,
    };
    expect(SignupBodySchema.safeParse(valid).success).toBe(true);
    const messages = (input: object) => SignupBodySchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ ...valid, email: 'geen-adres' })).toContain(ACCOUNT_CODES.invalidEmail);
    expect(messages({ ...valid, name: 'nieuw@example.nl' })).toContain(ACCOUNT_CODES.nameIsEmail);
    expect(messages({ ...valid, date_of_birth: '2015-01-01' })).toContain(ACCOUNT_CODES.birthDateRequired);
    expect(messages({ ...valid, extra: 1 }).length).toBeGreaterThan(0);
  });
});
