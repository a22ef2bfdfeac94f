import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_AGE_S } from 'shared-kernel/contract/account-rules';
import type { DatabaseHandle } from '../../db/database';
import { restrictionHolds } from '../moderation/restrictions';

/** Name of the session cookie: a random token; only its sha256 is stored (ARCHITECTURE §5). */
export const SESSION_COOKIE = 'sid';
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32,128}$/;

export interface SessionUser {
  userId: number;
  sessionId: number;
}

export interface SessionService {
  /** The logged-in user of this request, or null (no, unknown, expired or malformed cookie). */
  authenticate(request: FastifyRequest): Promise<SessionUser | null>;
  /**
   * Logs a user in on this request: a new random token in a fresh cookie (30 days, HttpOnly,
   * SameSite=Lax, Secure over https). The session the request came with, if any, ends: the
   * token is rotated at every login.
   */
  start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<SessionUser>;
  /** Ends the request's session (if any) and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of a user (password reset, deletion), except `exceptSessionId`. */
  endAll(userId: number, exceptSessionId?: number): Promise<void>;
}

export const hashSessionToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Cookie options shared by every cookie the accounts set (`Secure`: the app's defaults, http/security.ts cookieDefaults). */
export const cookieOptions = (maxAgeS: number) => ({ path: '/', httpOnly: true, sameSite: 'lax', maxAge: maxAgeS }) as const;

export function createSessionService(db: DatabaseHandle): SessionService {
  const tokenOf = (request: FastifyRequest): string | null => {
    const token = request.cookies[SESSION_COOKIE];
    return token && TOKEN_FORMAT.test(token) ? token : null;
  };

  return {
    async authenticate(request) {
      const token = tokenOf(request);
      if (!token) return null;
      const row = await db.kysely
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id as sessionId', 'users.id as userId'])
        .where('sessions.token_hash', '=', hashSessionToken(token))
        .where('sessions.expires_at', '>', new Date())
        .where('users.status', '<>', 'deleted')
        // A suspended or banned account has no session (issue 18; its sessions also end at the decision).
        .where((eb) => eb.not(restrictionHolds('users')))
        .executeTakeFirst();
      return row ?? null;
    },

    async start(request, reply, userId) {
      const previous = tokenOf(request);
      if (previous) await db.kysely.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(previous)).execute();
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const row = await db.kysely
        .insertInto('sessions')
        .values({
          user_id: userId,
          token_hash: hashSessionToken(token),
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(SESSION_MAX_AGE_S));
      return { userId, sessionId: row.id };
    },

    async end(request, reply) {
      const token = tokenOf(request);
      if (token) await db.kysely.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(token)).execute();
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },

    async endAll(userId, exceptSessionId) {
      let query = db.kysely.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
      await query.execute();
    },
  };
}
