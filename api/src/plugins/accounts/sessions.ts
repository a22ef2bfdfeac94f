import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/database';

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
}

export const hashSessionToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function createSessionService(db: DatabaseHandle): SessionService {
  return {
    async authenticate(request) {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !TOKEN_FORMAT.test(token)) return null;
      const row = await db.kysely
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id as sessionId', 'users.id as userId'])
        .where('sessions.token_hash', '=', hashSessionToken(token))
        .where('sessions.expires_at', '>', new Date())
        .where('users.status', '<>', 'deleted')
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
