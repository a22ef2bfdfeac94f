import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import { HttpError } from 'shared-kernel/http';
import { errorText, type ErrorTexts } from 'shared-kernel/utils/apiError';
import { isSignupField, type SignupField } from './validateSignup';

/** How a refused signup is shown. */
export type SignupFailure =
  /** An account with this e-mail exists: its text plus a way to log in. */
  | { kind: 'exists'; message: string }
  /** The account was deleted and can still be reactivated: its text plus the reactivation mail. */
  | { kind: 'deleted'; message: string }
  /** The server names a field of the form: shown next to it. */
  | { kind: 'field'; field: SignupField; message: string }
  /** Signups are invitation-only after all: the invitation code field is needed. */
  | { kind: 'closed'; message: string }
  /** Anything else: shown above the button. */
  | { kind: 'form'; message: string };

/** Maps a failed POST /api/signup.php to what the form shows (the server is the authority). */
export function signupFailure(error: unknown, texts: ErrorTexts): SignupFailure {
  const message = errorText(error, texts);
  if (!(error instanceof HttpError)) return { kind: 'form', message };
  if (error.code === ERROR_CODES.accountExists) return { kind: 'exists', message };
  if (error.code === ERROR_CODES.accountDeleted) return { kind: 'deleted', message };
  if (error.code === ERROR_CODES.signupsClosed) return { kind: 'closed', message };
  if (error.code === ERROR_CODES.invitationInvalid) return { kind: 'field', field: 'invitation_code', message };
  const field = (error.body as { field?: unknown } | null | undefined)?.field;
  if (isSignupField(field)) return { kind: 'field', field, message };
  return { kind: 'form', message };
}
