import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** POST /api/activate.php: confirms the account's e-mail address with the token of the activation mail. */
export async function activate(token: string): Promise<void> {
  await http.call(ENDPOINTS.activate, { body: { token } });
}

/** POST /api/activation-mail.php: mails the logged-in member a new activation link. */
export async function sendActivationMail(): Promise<void> {
  await http.call(ENDPOINTS.activationMail, { body: {} });
}
