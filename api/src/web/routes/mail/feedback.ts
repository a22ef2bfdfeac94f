import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { api, EMAIL_MAX_LENGTH } from 'shared-kernel/contract';
import { httpError } from '../../errors';
import { registerEndpoint } from '../../route';
import { byKey } from '../../../domain/errors';
import { parseInput } from '../../../domain/validation';
import { linkInvalid } from '../../../domain/accounts/tokens';
import { userIdByEmail } from '../../../domain/mail/user-by-email';
import { disableEmail, mailSecret, verifyUnsubscribeToken, type EmailOffReason } from '../../../domain/mail/unsubscribe';
import { routePlugin } from '../../route-plugin';

/** Both calls carry a few bytes at most. */
const FEEDBACK_BODY_LIMIT = 4096;
const NO_STORE = 'no-store';

/** The API's path for the mail provider's feedback calls (server to server, not the browser's: outside the contract). */
export const MAIL_EVENTS_PATH = '/api/mail-events.php';

/** POST /api/mail-events.php: what the mail provider's feedback loop reports about an address. */
export const MailEventBodySchema = z.object({
  type: z.enum(['complaint', 'bounce', 'unsubscribe']),
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH * 4),
});

const REASON_OF: Record<z.output<typeof MailEventBodySchema>['type'], EmailOffReason> = {
  complaint: 'spam_complaint',
  bounce: 'bounce',
  unsubscribe: 'unsubscribe',
};

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** The request's `Authorization: Bearer <token>` equals the configured token (compared in constant time). */
function hasBearer(request: FastifyRequest, expected: string): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match !== null && timingSafeEqual(digest(match[1]!), digest(expected));
}

/**
 * How e-mail gets switched off (users.notifications_disabled; the member sees why on
 * /notifications and can switch it on again there):
 *   POST /api/unsubscribe.php    the unsubscribe link of a mail: `{token}` from the /unsubscribe
 *                                page, or a mail provider's RFC 8058 one-click form post
 *                                (`List-Unsubscribe=One-Click`, token in the query) → 'unsubscribe'
 *   POST /api/mail-events.php    the mail provider's feedback loop (Bearer MAIL_EVENTS_TOKEN):
 *                                `{type: complaint|bounce|unsubscribe, email}`; only exists when
 *                                MAIL_EVENTS_TOKEN is set
 * Both come without a session and cross-site (`crossSite: 'allowed'`, see web/security.ts).
 * Permanent SMTP failures are handled by the mail worker ('bounce').
 */
export async function mailFeedbackPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  // The one-click post is a form (`List-Unsubscribe=One-Click`): `bodyKind: 'form'` in the contract.
  registerEndpoint(app, api.unsubscribe, async ({ body, query, request, reply }) => {
      reply.header('cache-control', NO_STORE);
      const token = body.token ?? query.token;
      const userId = token === undefined ? null : verifyUnsubscribeToken(await mailSecret(db.kysely, config), token);
      if (userId === null || !(await disableEmail(db.kysely, userId, 'unsubscribe'))) throw linkInvalid();
      request.log.info({ userId, oneClick: body['List-Unsubscribe'] === 'One-Click' }, 'e-mail switched off: unsubscribe');
      return { ok: true as const };
  });

  const eventsToken = config.mailEventsToken;
  // Without a token the endpoint does not exist (the JSON 404 of any unknown /api path).
  if (eventsToken === undefined) return;
  app.route({
    method: 'POST',
    url: MAIL_EVENTS_PATH,
    bodyLimit: FEEDBACK_BODY_LIMIT,
    // Server to server: authenticated by its bearer token, never by a cookie.
    config: { crossSite: 'allowed' },
    // Before the body is read: without the token nothing is parsed or looked up.
    onRequest: async (request) => {
      if (!hasBearer(request, eventsToken)) throw httpError(401, 'unauthorized', byKey('errors.http.accessKey'));
    },
    handler: async (request, reply) => {
      const event = parseInput(MailEventBodySchema, request.body ?? {}, 'body');
      const reason = REASON_OF[event.type];
      const userId = await userIdByEmail(db.kysely, event.email);
      if (userId !== undefined) {
        await disableEmail(db.kysely, userId, reason);
        request.log.info({ userId, event: event.type, reason }, 'e-mail switched off by the mail provider');
      } else {
        // The same answer as for a known address: the caller learns nothing about who has an account.
        request.log.info({ event: event.type }, 'mail event for an unknown address');
      }
      reply.header('cache-control', NO_STORE);
      return { ok: true };
    },
  });
}

export default routePlugin('public', mailFeedbackPlugin);
