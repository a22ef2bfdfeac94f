import type { Api, BodyOf, ResponseOf, User } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** POST /api/user.php: starts a session and answers the logged-in user. */
export async function login(body: BodyOf<Api['login']>): Promise<User> {
  const { user } = await http.post<ResponseOf<Api['login']>>(API_PATHS.user, body);
  return user;
}
