import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { authenticationRequired } from '../../errors';
import { registerEndpoint } from '../../route';
import { clearMemberCookie, clientFacts, setDeviceCookie, setMemberCookie } from '../../member-session';
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

  // A GET that acts: its contract entry refuses it cross-site (`crossSite: 'refused'`).
  registerEndpoint(app, api.logout, async ({ request, reply }) => {
    await logOut(sessions, clientFacts(request));
    clearMemberCookie(reply);
    return { ok: true as const };
  });
}
