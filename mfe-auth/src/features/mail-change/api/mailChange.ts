import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** PUT /api/mail-change.php: confirms a new e-mail address with the token of the confirmation mail. */
export async function confirmMailChange(token: string): Promise<string> {
  const { email } = await http.call(ENDPOINTS.mailChangeConfirm, { body: { token } });
  return email;
}
