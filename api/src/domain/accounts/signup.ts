import type { z } from 'zod';
import type { api, Settings, Tracking, User } from 'shared-kernel/contract';
import { DELETION_GRACE_DAYS, normalizeEmail } from 'shared-kernel/contract/account-rules';
import { ERROR_CODES } from 'shared-kernel/contract/error-codes';
import type { Gender } from 'shared-kernel/contract/profile-attributes';
import type { Config } from '../../config';
import { credit } from '../../credits/ledger';
import type { DatabaseHandle } from '../../db/database';
import { DomainError, byKey } from '../errors';
import { failValidation } from '../validation';
import { requestLanguage, type SiteVariantRow, type VisitorRequest } from '../site/site-variant';
import { loadUser } from './user';
import { findUsableInvitation, normalizeInvitationCode, useInvitationCode } from './invitations';
import { sendTokenMail } from './mails';
import { hashPassword } from './passwords';
import { hitRateLimit, ipKey, rateLimited } from '../rate-limit';
import { kyselyOf, type DbOrHandle } from '../../db/database';
import type { ClientFacts, NewSession, SessionService } from './sessions';

export const SIGNUP_IP_WINDOW_MS = 3600_000;

const signupsClosed = (): DomainError => new DomainError('forbidden', ERROR_CODES.signupsClosed, byKey('errors.accounts.signupsClosed'));
const invitationInvalid = (): DomainError => new DomainError('invalid', ERROR_CODES.invitationInvalid, byKey('errors.accounts.invitationInvalid'));
const accountExists = (): DomainError => new DomainError('conflict', ERROR_CODES.accountExists, byKey('errors.accounts.accountExists'));
const accountDeleted = (): DomainError => new DomainError('conflict', ERROR_CODES.accountDeleted, byKey('errors.accounts.accountDeleted', { days: DELETION_GRACE_DAYS }));

/** SPEC §6: signups are open when `signups` is all, or with_trafficsource for a visitor with a traffic source. */
export function signupsOpen(mode: Settings['signups'], tracking: Tracking | undefined): boolean {
  return mode === 'all' || (mode === 'with_trafficsource' && Boolean(tracking?.network));
}

/** The sexuality a new profile starts with, from who the member is and whom they seek. */
export function sexualityFor(gender: Gender, seeking: Gender): 'hetero' | 'gay' | 'lesbian' {
  if (gender !== seeking) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}

/**
 * Refuses an address that has an account: a deleted one still inside its grace period can be
 * reactivated (account_deleted), any other one offers login (account_exists).
 */
async function refuseExistingAccount(db: DbOrHandle, email: string, now: Date): Promise<void> {
  const existing = await kyselyOf(db)
    .selectFrom('users')
    .select(['status', 'deleted_at', 'erased_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .executeTakeFirst();
  if (!existing) return;
  const graceStart = now.getTime() - DELETION_GRACE_DAYS * 86_400_000;
  if (existing.status === 'deleted' && existing.erased_at === null && existing.deleted_at && existing.deleted_at.getTime() > graceStart) {
    throw accountDeleted();
  }
  throw accountExists();
}

/** The member whose page the visitor came from: an active profile whose owner (if any) is not deleted. */
async function checkTargetProfile(db: DbOrHandle, profileId: number): Promise<void> {
  const target = await kyselyOf(db)
    .selectFrom('profiles')
    .leftJoin('users', 'users.id', 'profiles.user_id')
    .select('profiles.id')
    .where('profiles.id', '=', profileId)
    .where('profiles.status', '=', 'active')
    .where((eb) => eb.or([eb('users.id', 'is', null), eb('users.status', '<>', 'deleted')]))
    .executeTakeFirst();
  if (!target) failValidation(byKey('errors.accounts.replyTargetGone'), 'target_profile_id');
}

const isEmailTaken = (err: unknown): boolean => {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'users_email_lower');
};

const orNull = (value: string | undefined): string | null => (value && value.length > 0 ? value : null);

/** The signup form, as the contract parses it. */
export type SignupInput = z.output<NonNullable<typeof api.signup.body>>;

/** What a signup needs of the app. */
export interface SignupDeps {
  db: DatabaseHandle;
  config: Pick<Config, 'scryptLogN' | 'signupsPerIpHour'>;
  sessions: SessionService;
  /** The site origin of the activation link (web/site-origin.ts). */
  origin: string;
}

/**
 * A signup (POST /api/signup.php): the per-IP limit, whether signups are open (or the invitation
 * code), then a new account with its profile, the signup bonus, an activation mail and a session.
 * Answers the new user and its session (the web layer sets the cookie).
 */
export async function signUp(
  { db, config, sessions, origin }: SignupDeps,
  body: SignupInput,
  client: Pick<ClientFacts, 'ip' | 'sessionToken' | 'log'> & { visitor: VisitorRequest; siteVariant: () => Promise<SiteVariantRow> },
): Promise<{ user: User; session: NewSession }> {
  const now = new Date();
  const limit = await hitRateLimit(db, { bucket: 'signup_ip', key: ipKey(client.ip), limit: config.signupsPerIpHour, windowMs: SIGNUP_IP_WINDOW_MS, now });
  if (!limit.allowed) {
    client.log.warn({ outcome: 'ip_rate_limited' }, 'signup refused: too many signups from this address');
    throw rateLimited(limit.retryAfterMs);
  }

  const variant = await client.siteVariant();
  const open = signupsOpen(variant.settings.signups, body.tracking);
  const invitation = open ? '' : normalizeInvitationCode(body.invitation_code ?? '');
  if (!open) {
    if (invitation === '') throw signupsClosed();
    // Checked before the address, so a closed site does not tell who has an account.
    if ((await findUsableInvitation(db, invitation, now)) === null) throw invitationInvalid();
  }

  const email = normalizeEmail(body.email);
  await refuseExistingAccount(db, email, now);
  if (body.target_profile_id !== undefined) await checkTargetProfile(db, body.target_profile_id);

  const name = body.name.trim();
  const passwordHash = await hashPassword(body.password, config.scryptLogN);
  const tracking = body.tracking ?? {};
  const language = requestLanguage(client.visitor, variant);
  let userId: number;
  try {
    userId = await db.kysely.transaction().execute(async (trx) => {
      const invitationId = open ? null : await useInvitationCode(trx, invitation, now);
      if (!open && invitationId === null) throw invitationInvalid();
      const user = await trx
        .insertInto('users')
        .values({
          email,
          password_hash: passwordHash,
          status: 'not_confirmed',
          // The signup bonus goes through the ledger below.
          credits: 0,
          language,
          signup_date: now,
          network: orNull(tracking.network),
          ref: orNull(tracking.ref),
          sub1: orNull(tracking.sub1),
          sub2: orNull(tracking.sub2),
          sub3: orNull(tracking.sub3),
          signup_message: orNull(body.signup_message),
          signup_target_profile_id: body.target_profile_id ?? null,
          signup_ip: client.ip,
          invitation_code_id: invitationId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const bonus = variant.settings.signup_credits;
      if (bonus > 0) await credit(trx, { userId: user.id, amount: bonus, reason: 'signup_bonus' });
      await trx
        .insertInto('profiles')
        .values({
          user_id: user.id,
          name,
          gender: body.gender,
          sexuality: sexualityFor(body.gender, body.seeking),
          birthdate: body.date_of_birth.trim(),
          country: variant.country,
          region_id: null,
          city: '',
          about: '',
          status: 'disabled',
          created_at: now,
        })
        .execute();
      await sendTokenMail(trx, { kind: 'activate', user: { id: user.id, name, language }, to: email, origin });
      return user.id;
    });
  } catch (err) {
    // Two signups with the same address at once: the unique index decides, the loser gets 409.
    if (isEmailTaken(err)) throw accountExists();
    throw err;
  }

  const session = await sessions.start(userId, client.sessionToken);
  const user = await loadUser(db, userId);
  if (!user) throw new Error(`signup: account ${userId} has no profile`);
  client.log.info(
    { userId, outcome: 'success', site: variant.domain, network: orNull(tracking.network), invited: !open },
    'signup',
  );
  return { user, session };
}
