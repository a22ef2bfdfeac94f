import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { authenticationRequired, csrfRejected } from '../../errors';
import { registerEndpoint } from '../../route';
import { clearMemberCookie, clientFacts, setDeviceCookie, setMemberCookie } from '../../member-session';
import { isCrossSite } from '../../security';
import { logIn, logOut, setLanguage } from '../../../domain/accounts/login';
import { loadUser } from '../../../domain/accounts/user';

/**
 * The current user (GET /api/user.php), login (POST /api/user.php), language (PUT /api/user.php)
 * and logout (GET /api/logout.php). The lockout and rate-limit policy: domain/accounts/lockout.ts.
 */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, sessions } = app.deps;

  registerEndpoint(app, api.currentUser, async ({ requireUser }) => {
    const user = await loadUser(db, requireUser().userId);
    if (!user) throw authenticationRequired();
    return { user };
  });

  registerEndpoint(app, api.login, async ({ body, request, reply }) => {
    const { user, session, device } = await logIn({ db, config, sessions }, body, clientFacts(request));
    setDeviceCookie(reply, device);
    setMemberCookie(reply, session);
    return { user };
  });

  registerEndpoint(app, api.updateUser, async ({ body, requireUser }) => ({ user: await setLanguage(db, requireUser().userId, body.language) }));

  // Logout is a GET, so the CSRF hook lets it through: a cross-site image or link must not log
  // members out. Its own context refuses those before the route runs (an answer without the
  // context's Cache-Control, as every refusal before the handler).
  await app.register(async (logout) => {
    logout.addHook('onRequest', async (request) => {
      if (isCrossSite(request)) throw csrfRejected();
    });
    registerEndpoint(logout, api.logout, async ({ request, reply }) => {
      await logOut(sessions, clientFacts(request));
      clearMemberCookie(reply);
      return { ok: true as const };
    });
  });
}
