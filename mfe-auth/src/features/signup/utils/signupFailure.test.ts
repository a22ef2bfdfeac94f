import { ACCOUNT_TEXTS } from 'shared-kernel/testing/account-texts';
import { HttpError } from 'shared-kernel/http';
import { signupFailure } from './signupFailure';

const texts = { generic: 'algemeen', network: 'netwerk' };
const err = (status: number, body: unknown) => new HttpError(status, body);

describe('signupFailure', () => {
  it('recognises an existing and a deleted account', () => {
    expect(signupFailure(err(409, { error: 'account_exists', message: ACCOUNT_TEXTS.accountExists }), texts)).toEqual({
      kind: 'exists',
      message: ACCOUNT_TEXTS.accountExists,
    });
    expect(signupFailure(err(409, { error: 'account_deleted', message: ACCOUNT_TEXTS.accountDeleted }), texts)).toEqual({
      kind: 'deleted',
      message: ACCOUNT_TEXTS.accountDeleted,
    });
  });

  it('puts a field error of the server next to that field', () => {
    expect(signupFailure(err(400, { error: 'validation_error', message: "Het veld 'name': bezet.", field: 'name' }), texts)).toEqual({
      kind: 'field',
      field: 'name',
      message: "Het veld 'name': bezet.",
    });
    expect(signupFailure(err(400, { error: 'invitation_invalid', message: ACCOUNT_TEXTS.invitationInvalid }), texts)).toEqual({
      kind: 'field',
      field: 'invitation_code',
      message: ACCOUNT_TEXTS.invitationInvalid,
    });
  });

  it('asks for an invitation code when signups turn out to be closed', () => {
    expect(signupFailure(err(403, { error: 'signups_closed', message: ACCOUNT_TEXTS.signupsClosed }), texts).kind).toBe('closed');
  });

  it('shows other errors above the button, in Dutch even without an answer', () => {
    expect(signupFailure(err(429, { error: 'rate_limited', message: 'Te veel verzoeken.' }), texts)).toEqual({ kind: 'form', message: 'Te veel verzoeken.' });
    expect(signupFailure(err(400, { error: 'validation_error', message: 'Tracking ongeldig.', field: 'tracking.ref' }), texts)).toEqual({
      kind: 'form',
      message: 'Tracking ongeldig.',
    });
    expect(signupFailure(new HttpError(0, null, 'Failed to fetch', 'network_error'), texts)).toEqual({ kind: 'form', message: 'netwerk' });
    expect(signupFailure(err(502, '<html>'), texts)).toEqual({ kind: 'form', message: 'algemeen' });
    expect(signupFailure(new Error('x'), texts)).toEqual({ kind: 'form', message: 'algemeen' });
  });
});
