import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { DELETION_GRACE_DAYS } from 'shared-kernel/contract/account-rules';
import { clearMemberCookie, clientFacts, setMemberCookie } from '../../member-session';
import { registerEndpoint } from '../../route';
import { siteOriginOf } from '../../site-origin';
import { deleteAccount, reactivateAccount, sendReactivationMail } from '../../../domain/accounts/deletion';

/** Account deletion with a grace period and reactivation (SPEC §4, §9; the rules: domain/accounts/deletion.ts). */
export function deletionRoutes(app: FastifyInstance): void {
  const { db, config, sessions } = app.deps;

  registerEndpoint(app, api.deleteAccount, async ({ body, requireUser, request, reply }) => {
    const { eraseAfter } = await deleteAccount({ db, origin: siteOriginOf(config, request), sessions }, requireUser().userId, body, clientFacts(request));
    clearMemberCookie(reply);
    return { ok: true, erase_after: eraseAfter.toISOString(), grace_days: DELETION_GRACE_DAYS } as const;
  });

  registerEndpoint(app, api.reactivationMail, async ({ body, request }) => {
    await sendReactivationMail(db.kysely, siteOriginOf(config, request), body.email, request.ip);
    return { ok: true as const };
  });

  registerEndpoint(app, api.reactivate, async ({ body, request, reply }) => {
    const { user, session } = await reactivateAccount({ db, sessions }, body.token, clientFacts(request));
    setMemberCookie(reply, session);
    return { user };
  });
}
