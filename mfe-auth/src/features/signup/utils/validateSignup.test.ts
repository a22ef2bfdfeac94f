import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { firstInvalidField, validateSignup, type SignupValues } from './validateSignup';

const messages = {
  genderRequired: 'gender',
  seekingRequired: 'seeking',
  termsRequired: 'terms',
  invitationRequired: 'invitation',
  messageTooLong: 'too long',
};
const today = new Date('2025-06-01T12:00:00Z');
const valid: SignupValues = {
  gender: 'male',
  seeking: 'female',
  email: 'jan@example.nl',
  name: 'Jan',
  password: 'geheim123',
  birthDate: { day: '1', month: '6', year: '1990' },
  acceptTerms: true,
  invitationCode: '',
  signupMessage: '',
};
const check = (patch: Partial<SignupValues>, options = { invitation: false, withMessage: false }) =>
  validateSignup({ ...valid, ...patch }, messages, { ...options, today });

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(check({})).toEqual({});
  });

  it('uses the shared rule texts verbatim', () => {
    expect(check({ email: 'jan@' }).email).toBe('Ongeldige e-mail');
    expect(check({ name: '@jan' }).name).toBe(ACCOUNT_TEXTS.nameStartsWithAt);
    expect(check({ name: 'Jan@Example.nl', email: 'jan@example.nl' }).name).toBe(ACCOUNT_TEXTS.nameIsEmail);
    expect(check({ name: 'J' }).name).toBe(ACCOUNT_TEXTS.nameLength);
    expect(check({ name: '', email: '' }).name).toBe(ACCOUNT_TEXTS.nameLength);
    expect(check({ password: 'kort' }).password).toBe(ACCOUNT_TEXTS.passwordTooShort);
    expect(check({ birthDate: { day: '', month: '', year: '' } }).date_of_birth).toBe('Vul uw geboortedatum in (18+ jaar)');
    expect(check({ birthDate: { day: '2', month: '6', year: '2007' } }).date_of_birth).toBe('Vul uw geboortedatum in (18+ jaar)');
    expect(check({ birthDate: { day: '1', month: '6', year: '2007' } }).date_of_birth).toBeUndefined();
    expect(check({ birthDate: { day: '31', month: '2', year: '1990' } }).date_of_birth).toBe('Ongeldige geboortedatum.');
  });

  it('requires the choices, the terms and, when signups are invitation-only, the code', () => {
    expect(check({ gender: '', seeking: '', acceptTerms: false })).toEqual({
      gender: 'gender',
      seeking: 'seeking',
      accept_terms: 'terms',
    });
    expect(check({}, { invitation: true, withMessage: false })).toEqual({ invitation_code: 'invitation' });
    expect(check({ invitationCode: ' ZOMER25 ' }, { invitation: true, withMessage: false })).toEqual({});
  });

  it('limits the first message to 1000 characters', () => {
    expect(check({ signupMessage: 'a'.repeat(1000) }, { invitation: false, withMessage: true })).toEqual({});
    expect(check({ signupMessage: 'a'.repeat(1001) }, { invitation: false, withMessage: true })).toEqual({ signup_message: 'too long' });
  });

  it('finds the first invalid field in form order', () => {
    expect(firstInvalidField({ accept_terms: 'x', email: 'y', date_of_birth: 'z' })).toBe('email');
    expect(firstInvalidField({})).toBeNull();
  });
});
