import type { Api, BodyOf, ResponseOf, User } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** POST /api/reactivate.php: undoes the deletion with the token of the reactivation mail and logs in. */
export async function reactivate(token: string): Promise<User> {
  const { user } = await http.post<ResponseOf<Api['reactivate']>>(API_PATHS.reactivate, {
    token,
  } satisfies BodyOf<Api['reactivate']>);
  return user;
}

/** POST /api/reactivation-mail.php: mails a new reactivation link to a deleted account in its grace period. */
export async function requestReactivationMail(email: string): Promise<void> {
  await http.post<ResponseOf<Api['reactivationMail']>>(API_PATHS.reactivationMail, {
    email,
  } satisfies BodyOf<Api['reactivationMail']>);
}
