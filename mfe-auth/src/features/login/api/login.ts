import type { Api, BodyOf, User } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** POST /api/user.php: starts a session and answers the logged-in user. */
export async function login(body: BodyOf<Api['login']>): Promise<User> {
  const { user } = await http.call(ENDPOINTS.login, { body });
  return user;
}
