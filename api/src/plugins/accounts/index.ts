import type { FastifyInstance } from 'fastify';
import { deletionRoutes } from './deletion';
import { exportRoutes } from './export';
import { loginRoutes } from './login';
import { recoveryRoutes } from './recovery';
import { signupRoutes } from './signup';

/** Accounts: thin routes over `domain/accounts` (the current user, login, signup, recovery, deletion, export). */
export async function accountsPlugin(app: FastifyInstance): Promise<void> {
  loginRoutes(app);
  signupRoutes(app);
  recoveryRoutes(app);
  deletionRoutes(app);
  exportRoutes(app);
}
