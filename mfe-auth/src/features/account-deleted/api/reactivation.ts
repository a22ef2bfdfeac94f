import type { User } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** POST /api/reactivate.php: undoes the deletion with the token of the reactivation mail and logs in. */
export async function reactivate(token: string): Promise<User> {
  const { user } = await http.call(ENDPOINTS.reactivate, { body: { token } });
  return user;
}

/** POST /api/reactivation-mail.php: mails a new reactivation link to a deleted account in its grace period. */
export async function requestReactivationMail(email: string): Promise<void> {
  await http.call(ENDPOINTS.reactivationMail, { body: { email } });
}
