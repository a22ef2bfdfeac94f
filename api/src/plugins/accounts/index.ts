import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { authenticationRequired } from '../../http/errors';
import { registerEndpoint } from '../../http/route';
import { loadUser } from '../../domain/accounts/user';
import { registerDeletionRoutes } from './deletion';
import { registerExportRoutes } from './export';
import { registerRecoveryRoutes } from './recovery';
import { loginRoutes } from './login';
import { signupRoutes } from './signup';

/** Accounts: the current user (login, logout and signup come with the sessions work). */
export async function accountsPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  registerEndpoint(app, api.currentUser, async ({ requireUser, reply }) => {
    const user = await loadUser(db, requireUser().userId);
    if (!user) throw authenticationRequired();
    reply.header('cache-control', 'private, no-store');
    return { user };
  });
  await loginRoutes(app);
  await signupRoutes(app);
  registerRecoveryRoutes(app);
  registerDeletionRoutes(app);
  registerExportRoutes(app);
}
