import type { Api, BodyOf, ResponseOf } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

/** POST /api/unsubscribe.php: switches e-mail off with the token of a mail's unsubscribe link (no session needed). */
export async function unsubscribe(token: string): Promise<void> {
  await http.post<ResponseOf<Api['unsubscribe']>>(API_PATHS.unsubscribe, { token } satisfies BodyOf<Api['unsubscribe']>);
}
