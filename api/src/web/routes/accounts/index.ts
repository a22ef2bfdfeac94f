import type { FastifyInstance } from 'fastify';
import { installContextCacheControl, MEMBER_CACHE_CONTROL } from '../../member-context';
import { deletionRoutes } from './deletion';
import { exportRoutes } from './export';
import { loginRoutes } from './login';
import { recoveryRoutes, resetLinkRoutes } from './recovery';
import { signupRoutes } from './signup';
import { routePlugin } from '../../route-plugin';

/** Answers that may be kept by nobody, neither a browser cache nor a proxy, and that are not member data. */
export const NO_STORE = 'no-store';

/**
 * Accounts: thin routes over `domain/accounts`, in three encapsulated contexts by how their
 * answers may be cached (set once per context, see web/member-context.ts):
 * - the session context, `Cache-Control: private, no-store`: the current user, login, language,
 *   logout and signup (answers with the logged-in user or that end a session);
 * - the no-store context, `Cache-Control: no-store`: the check of a reset link (the account's
 *   address hint) and the data export download;
 * - the rest (activation, reset and e-mail change requests, deletion and reactivation) answer
 *   without a Cache-Control header.
 */
export async function accountsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(async (session) => {
    installContextCacheControl(session, MEMBER_CACHE_CONTROL);
    await loginRoutes(session);
    signupRoutes(session);
  });
  await app.register(async (noStore) => {
    installContextCacheControl(noStore, NO_STORE);
    resetLinkRoutes(noStore);
    exportRoutes(noStore);
  });
  recoveryRoutes(app);
  deletionRoutes(app);
}

export default routePlugin('public', accountsPlugin);
