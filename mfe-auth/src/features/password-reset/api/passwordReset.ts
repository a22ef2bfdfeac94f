import type { Api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** POST /api/password-reset.php: mails a link to set a new password. */
export async function requestPasswordReset(email: string): Promise<void> {
  await http.call(ENDPOINTS.passwordResetRequest, { body: { email } });
}

/** GET /api/password-reset.php?token=: whether the link can still be used, and for which (partly hidden) address. */
export function checkResetToken(token: string): Promise<ResponseOf<Api['passwordResetCheck']>> {
  return http.call(ENDPOINTS.passwordResetCheck, { query: { token } });
}

/** PUT /api/password-reset.php: sets the new password; the server ends every session of the account. */
export async function resetPassword(body: BodyOf<Api['passwordReset']>): Promise<void> {
  await http.call(ENDPOINTS.passwordReset, { body });
}
