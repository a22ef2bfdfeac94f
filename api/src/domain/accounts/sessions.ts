import { createHash, randomBytes } from 'node:crypto';
import { SESSION_MAX_AGE_S } from 'shared-kernel/contract/account-rules';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Schema } from '../../db/schema';
import type { Logger } from '../logger';
import { restrictionHolds } from '../moderation/restrictions';

/** Name of the session cookie (set by web/member-session.ts): a random token; only its sha256 is stored (ARCHITECTURE §5). */
export const SESSION_COOKIE = 'sid';
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32,128}$/;

export interface SessionUser {
  userId: number;
  sessionId: number;
}

/** A new session: the browser's token (only its sha256 is stored) and when it ends. The web layer puts it in the cookie. */
export interface NewSession extends SessionUser {
  token: string;
  expiresAt: Date;
}

/**
 * What a domain function that starts or ends a member's session knows of the browser: plain values
 * the web layer reads from the request (web/member-session.ts `clientFacts`).
 */
export interface ClientFacts {
  ip: string;
  /** The token of the member's session cookie, if any (not checked yet). */
  sessionToken: string | undefined;
  /** The token of the trusted-device cookie, if any (not checked yet). */
  deviceToken: string | undefined;
  log: Logger;
}

/** Member sessions on tokens; the cookie is the web layer's (web/member-session.ts). */
export interface SessionService {
  /** The logged-in user of a session token, or null (no, unknown, expired or malformed token). */
  resolve(token: string | undefined): Promise<SessionUser | null>;
  /**
   * Starts a session for a user: a new random token, valid SESSION_MAX_AGE_S. The session of
   * `previousToken`, if any, ends: the token is rotated at every login.
   */
  start(userId: number, previousToken: string | undefined): Promise<NewSession>;
  /** Ends the session of a token (if any). */
  revoke(token: string | undefined): Promise<void>;
  /** Ends every session of a user (password reset, deletion), except `exceptSessionId`. */
  endAll(userId: number, exceptSessionId?: number): Promise<void>;
}

export const hashSessionToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a cookie's value has the form of a session token (else no query is made). */
export const validToken = (token: string | undefined): token is string => Boolean(token && TOKEN_FORMAT.test(token));

/**
 * The query of a token's session (`sessionId`, `userId`) while it is valid, or undefined for a
 * malformed token: `resolve`, and the start of a query that reads more of the member with it
 * (members/viewer.ts `loadSessionViewer`: one round trip for the session and the profile).
 */
export function activeSessionQuery(db: DatabaseHandle, token: string | undefined) {
  if (!validToken(token)) return undefined;
  return sessionQueryOf(db.kysely, hashSessionToken(token), new Date());
}

/** `activeSessionQuery` of a token's hash at a time (`loadSessionViewer` compiles it once). */
export function sessionQueryOf(db: Kysely<Schema>, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as sessionId', 'users.id as userId'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '<>', 'deleted')
    // A suspended or banned account has no session (issue 18; its sessions also end at the decision).
    .where((eb) => eb.not(restrictionHolds('users')));
}

export function createSessionService(db: DatabaseHandle): SessionService {
  const valid = validToken;

  return {
    async resolve(token) {
      const query = activeSessionQuery(db, token);
      return (await query?.executeTakeFirst()) ?? null;
    },

    async start(userId, previousToken) {
      if (valid(previousToken)) await db.kysely.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(previousToken)).execute();
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_S * 1000);
      const row = await db.kysely
        .insertInto('sessions')
        .values({
          user_id: userId,
          token_hash: hashSessionToken(token),
          created_at: now,
          last_seen_at: now,
          expires_at: expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { userId, sessionId: row.id, token, expiresAt };
    },

    async revoke(token) {
      if (valid(token)) await db.kysely.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(token)).execute();
    },

    async endAll(userId, exceptSessionId) {
      let query = db.kysely.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
      await query.execute();
    },
  };
}
