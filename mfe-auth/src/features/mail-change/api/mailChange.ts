import type { Api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** PUT /api/mail-change.php: confirms a new e-mail address with the token of the confirmation mail. */
export async function confirmMailChange(token: string): Promise<string> {
  const { email } = await http.put<ResponseOf<Api['mailChangeConfirm']>>(API_PATHS.mailChange, {
    token,
  } satisfies BodyOf<Api['mailChangeConfirm']>);
  return email;
}
