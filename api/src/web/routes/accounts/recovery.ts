import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { registerEndpoint } from '../../route';
import { siteOriginOf } from '../../site-origin';
import {
  activateAccount,
  checkResetLink,
  confirmMailChange,
  requestMailChange,
  requestPasswordReset,
  resetPassword,
  sendActivationMail,
} from '../../../domain/accounts/recovery';

/** Activation, password reset and e-mail change (SPEC §4, §5, §8; the limits: domain/accounts/recovery.ts). */
export function recoveryRoutes(app: FastifyInstance): void {
  const { db: handle, config, sessions } = app.deps;
  const db = handle.kysely;

  registerEndpoint(app, api.activate, async ({ body }) => {
    await activateAccount(db, body.token);
    return { ok: true as const };
  });

  registerEndpoint(app, api.activationMail, async ({ requireUser, request }) => {
    await sendActivationMail(db, siteOriginOf(config, request), requireUser().userId);
    return { ok: true as const };
  });

  registerEndpoint(app, api.passwordResetRequest, async ({ body, request }) => {
    await requestPasswordReset(db, siteOriginOf(config, request), body.email, request.ip);
    return { ok: true as const };
  });

  registerEndpoint(app, api.passwordReset, async ({ body }) => {
    await resetPassword(db, { config, sessions }, body.token, body.password);
    return { ok: true as const };
  });

  registerEndpoint(app, api.mailChangeRequest, async ({ body, requireUser, request }) => {
    await requestMailChange(db, siteOriginOf(config, request), requireUser().userId, { password: body.password, newEmail: body.new_email });
    return { ok: true as const };
  });

  registerEndpoint(app, api.mailChangeConfirm, async ({ body }) => ({ ok: true as const, email: await confirmMailChange(db, body.token) }));
}

/** GET of a reset link before the form is shown: whether it still works, and the address hint. */
export function resetLinkRoutes(app: FastifyInstance): void {
  const db = app.deps.db.kysely;
  registerEndpoint(app, api.passwordResetCheck, async ({ query }) => {
    const { emailHint } = await checkResetLink(db, query.token);
    return { ok: true as const, email_hint: emailHint };
  });
}
