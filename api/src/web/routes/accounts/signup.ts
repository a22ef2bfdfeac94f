import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { clientFacts, setMemberCookie } from '../../member-session';
import { registerEndpoint } from '../../route';
import { siteOriginOf } from '../../site-origin';
import { signUp } from '../../../domain/accounts/signup';

/** POST /api/signup.php: a new account with its profile, an activation mail and a session. */
export function signupRoutes(app: FastifyInstance): void {
  const { db, config, sessions } = app.deps;
  registerEndpoint(app, api.signup, async ({ body, request, reply }) => {
    const client = { ...clientFacts(request), visitor: { headers: request.headers, cookies: request.cookies }, siteVariant: () => request.siteVariant() };
    const { user, session } = await signUp({ db, config, sessions, origin: siteOriginOf(config, request) }, body, client);
    setMemberCookie(reply, session);
    return { user };
  });
}
