import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { sql } from 'kysely';
import { ERROR_CODES, type DirectDebitChallenge, type DirectDebitForm } from 'shared-kernel/contract';
import { DIRECT_DEBIT_RULES, mandateText, maskPhone, normalizePhone } from 'shared-kernel/contract/direct-debit-rules';
import type { DirectDebitConfig } from '../../config';
import type { Db } from '../../db/schema';
import { DomainError, byKey, type TextRef } from '../errors';
import { apiText } from '../../i18n';
import { hitRateLimit, rateLimited } from '../rate-limit';
import { bundleNotFound, replaceOpenPayment, type CheckoutContext } from '../payments/payments';
import { activeBundles, findPriceCountry } from '../prices/bundles';
import { normalizeCode, priceFor } from '../promotions/codes';
import { isDirectDebitProvider, PaymentProviderError, type DirectDebitProvider, type PaymentProvider } from '../payments/provider';
import { enqueueSms } from '../sms/outbox';
import { isDirectDebitBlocked } from '../payments/direct-debit-blocks';
import { checkFirstCollection, ibanInUse, ibanOfAnotherAccount, smallestCredits } from './risk';
import { directDebitDb, type DirectDebitMandatesTable } from './tables';
import type { Selectable } from 'kysely';

/**
 * The SEPA mandate (issue 13, item 4): the form of SPEC §3 with consent asks an SMS code
 * (`startChallenge`); the right code signs the mandate (`confirmChallenge`): unique reference, the
 * configured creditor identifier, the moment, the IP and the text as shown, registered with the
 * provider (customer + mandate). Wrong codes count per code (3, then a new code); codes are
 * rate-limited per member (5 an hour) and per phone number (3 an hour).
 */
const HOUR_MS = 3600_000;

export const blocked = (): DomainError => new DomainError('forbidden', ERROR_CODES.directDebitBlocked, byKey('errors.directDebit.blocked'));
export const unavailable = (): DomainError => new DomainError('unavailable', ERROR_CODES.providerUnavailable, byKey('errors.directDebit.unavailable'));
const invalid = (what: TextRef): DomainError => new DomainError('invalid', ERROR_CODES.validation, what);

export interface DirectDebitContext {
  db: Db;
  provider: PaymentProvider | null;
  config: DirectDebitConfig;
  /** The request's logger (the replacement of an open payment logs through it). */
  log: CheckoutContext['log'];
}

/** The creditor of the mandates, or null when direct debit is not configured (no creditor id). */
export async function creditorOf(db: Db, config: DirectDebitConfig): Promise<{ name: string; id: string } | null> {
  if (!config.creditorId) return null;
  const company = await db.selectFrom('company').select('name').orderBy('id').limit(1).executeTakeFirst();
  return { name: config.creditorName ?? company?.name ?? 'Hartklop', id: config.creditorId };
}

/** The provider when it can do direct debit; else 503. */
export function directDebitProviderOf(provider: PaymentProvider | null): PaymentProvider & DirectDebitProvider {
  if (!provider || !isDirectDebitProvider(provider)) throw unavailable();
  return provider;
}

/** The IBAN in electronic form, when valid and of a SEPA country (ibantools); else a 400 with the Dutch text. */
export function validIban(raw: string): string {
  const iban = electronicFormatIBAN(raw);
  if (!iban || !isValidIBAN(iban)) throw invalid(byKey('errors.directDebit.ibanInvalid'));
  if (!isSEPACountry(iban.slice(0, 2))) throw invalid(byKey('errors.directDebit.ibanNotSepa'));
  return iban;
}

export type Mandate = Selectable<DirectDebitMandatesTable>;

export async function validMandateOf(db: Db, userId: number): Promise<Mandate | undefined> {
  return directDebitDb(db).selectFrom('direct_debit_mandates').selectAll().where('user_id', '=', userId).where('status', '=', 'valid').executeTakeFirst();
}

/** A mandate reference: HK-MDT-<member>-<8 random>, at most 35 characters, SEPA's character set. */
const newMandateReference = (userId: number): string => `HK-MDT-${userId}-${randomBytes(6).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, 'X').slice(0, 8)}`;

const codeHash = (challengeId: string, code: string): string => createHash('sha256').update(`${challengeId}:${code}`).digest('hex');

export interface StartInput {
  userId: number;
  siteDomain: string;
  country: string;
  ip: string;
  /** The request's language: the mandate text is shown, signed and stored in it (issue 27). */
  language: string;
  form: DirectDebitForm;
}

/** POST /api/direct-debit.php: checks the form, stores the challenge and sends the SMS code. */
export async function startChallenge(ctx: DirectDebitContext, input: StartInput): Promise<DirectDebitChallenge> {
  const { db } = ctx;
  const creditor = await creditorOf(db, ctx.config);
  if (!creditor) throw unavailable();
  const provider = directDebitProviderOf(ctx.provider);
  if (await isDirectDebitBlocked(db, input.userId)) throw blocked();
  const iban = validIban(input.form.iban);
  const phone = normalizePhone(input.form.phone);
  if (!phone) throw invalid(byKey('errors.directDebit.phoneInvalid'));
  const [bundles, place] = await Promise.all([activeBundles(db, input.siteDomain, input.country), findPriceCountry(db, input.country)]);
  const bundle = bundles.find((b) => b.id === input.form.bundle_id);
  if (!bundle || !place) throw bundleNotFound();
  // Issue 27: before an SMS goes out, the IBAN must be the member's own and the bundle within a new mandate's first collection.
  if (await ibanOfAnotherAccount(db, input.userId, iban)) throw ibanInUse();
  await checkFirstCollection(db, { userId: input.userId, iban, credits: bundle.credits, smallestCredits: smallestCredits(bundles), settleDays: ctx.config.settleDays });
  // Issue 27: the discount code by the card checkout's rules (one welcome discount per member, the
  // code's methods, ...), before an SMS goes out. Starting here replaces the member's own open
  // payment that holds the discount, as starting a card checkout again does; the collection after
  // signing checks and reserves it again (collections.ts, through startPayment).
  const discountCode = input.form.discount_code === undefined ? null : normalizeCode(input.form.discount_code);
  const price = await priceFor(
    db,
    { userId: input.userId, country: place.country, currency: place.currency, bundle, method: 'directdebit', code: discountCode },
    { releaseHolder: (paymentId) => replaceOpenPayment(db, provider, paymentId, ctx.log) },
  );

  for (const rule of [
    { bucket: 'dd_code_member', key: String(input.userId), limit: DIRECT_DEBIT_RULES.codesPerMemberHour, windowMs: HOUR_MS },
    { bucket: 'dd_code_phone', key: phone, limit: DIRECT_DEBIT_RULES.codesPerPhoneHour, windowMs: HOUR_MS },
  ]) {
    const result = await hitRateLimit(db, rule);
    if (!result.allowed) throw rateLimited(result.retryAfterMs);
  }

  const form = {
    account_holder: input.form.account_holder.trim(),
    street: input.form.street.trim(),
    house_number: input.form.house_number.trim(),
    zip: input.form.zip.trim().toUpperCase(),
    city: input.form.city.trim(),
  };
  const text = mandateText(
    { creditorName: creditor.name, creditorId: creditor.id, accountHolder: form.account_holder, iban, street: form.street, houseNumber: form.house_number, zip: form.zip, city: form.city },
    (key, vars) => apiText(input.language, `directDebit.mandateText.${key}`, vars),
  );
  const publicId = randomBytes(18).toString('base64url');
  const code = String(randomInt(0, 10 ** DIRECT_DEBIT_RULES.otpLength)).padStart(DIRECT_DEBIT_RULES.otpLength, '0');
  const reference = newMandateReference(input.userId);
  const expiresAt = new Date(Date.now() + DIRECT_DEBIT_RULES.otpMinutes * 60_000);
  await db.transaction().execute(async (trx) => {
    // A new code replaces the member's earlier ones.
    await directDebitDb(trx).updateTable('direct_debit_challenges').set({ used_at: sql<Date>`now()` }).where('user_id', '=', input.userId).where('used_at', 'is', null).execute();
    await directDebitDb(trx)
      .insertInto('direct_debit_challenges')
      .values({
        public_id: publicId,
        user_id: input.userId,
        bundle_id: bundle.id,
        phone,
        code_hash: codeHash(publicId, code),
        expires_at: expiresAt,
        used_at: null,
        ...form,
        iban,
        mandate_reference: reference,
        mandate_text: text,
        ip: input.ip,
        discount_code: price.codeId === null ? null : discountCode,
      })
      .execute();
    // In the member's language (users.language), like their mails.
    const member = await trx.selectFrom('users').select('language').where('id', '=', input.userId).executeTakeFirst();
    await enqueueSms(trx, {
      userId: input.userId,
      kind: 'direct_debit_code',
      to: phone,
      body: apiText(member?.language, 'sms.directDebitCode', { code, minutes: DIRECT_DEBIT_RULES.otpMinutes }),
    });
  });
  return {
    id: publicId,
    phone: maskPhone(phone),
    expires_at: expiresAt.toISOString(),
    attempts_left: DIRECT_DEBIT_RULES.otpAttempts,
    mandate_reference: reference,
    mandate_text: text,
    amount: price.amount,
    discount: price.discount,
    currency: bundle.currency,
    discount_code: price.codeId === null ? null : discountCode,
  };
}

export interface SignedMandate {
  mandate: Mandate;
  bundleId: number;
  /** The discount code the form carried (the collection is priced with it), or null. */
  discountCode: string | null;
  /** Undo when what follows (the collection) cannot be started: the code may be used again. */
  release(): Promise<void>;
}

/**
 * PUT /api/direct-debit.php, first half: checks the code (one attempt counted per call, by a
 * guarded UPDATE, so concurrent guesses cannot exceed the 3 attempts), then signs the mandate and
 * registers it with the provider. A wrong code: 422 'Code ongeldig'; an expired or used-up one: 410.
 */
export async function confirmChallenge(ctx: DirectDebitContext, input: { userId: number; challengeId: string; otp: string }): Promise<SignedMandate> {
  const ddb = directDebitDb(ctx.db);
  const creditor = await creditorOf(ctx.db, ctx.config);
  if (!creditor) throw unavailable();
  const provider = directDebitProviderOf(ctx.provider);
  const challenge = await ddb.selectFrom('direct_debit_challenges').selectAll().where('public_id', '=', input.challengeId).where('user_id', '=', input.userId).executeTakeFirst();
  if (!challenge) throw new DomainError('notFound', ERROR_CODES.notFound, byKey('errors.directDebit.challengeNotFound'));
  const attempt = await ddb
    .updateTable('direct_debit_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challenge.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', DIRECT_DEBIT_RULES.otpAttempts)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('attempts')
    .executeTakeFirst();
  if (!attempt) throw new DomainError('gone', ERROR_CODES.otpExpired, byKey('errors.directDebit.otpExpired'));
  const expected = Buffer.from(challenge.code_hash, 'hex');
  const given = Buffer.from(codeHash(challenge.public_id, input.otp), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new DomainError('unprocessable', ERROR_CODES.otpInvalid, byKey('errors.directDebit.otpInvalid'));
  // The right code: claimed once (a concurrent twin with the same code gets the 410).
  const claimed = await ddb.updateTable('direct_debit_challenges').set({ used_at: sql<Date>`now()` }).where('id', '=', challenge.id).where('used_at', 'is', null).returning('id').executeTakeFirst();
  if (!claimed) throw new DomainError('gone', ERROR_CODES.otpExpired, byKey('errors.directDebit.otpExpired'));
  const release = async (): Promise<void> => {
    await ddb.updateTable('direct_debit_challenges').set({ used_at: null }).where('id', '=', challenge.id).execute();
  };

  try {
    if (await isDirectDebitBlocked(ctx.db, input.userId)) throw blocked();
    // Another account may have signed on this IBAN since the code was sent.
    if (await ibanOfAnotherAccount(ctx.db, input.userId, challenge.iban)) throw ibanInUse();
    const existing = await ddb.selectFrom('direct_debit_mandates').select(['reference', 'provider_customer_id']).where('user_id', '=', input.userId).where('reference', '=', challenge.mandate_reference).executeTakeFirst();
    if (existing) {
      // A retry after the collection failed to start: the mandate was signed already.
      const mandate = await ddb.selectFrom('direct_debit_mandates').selectAll().where('reference', '=', existing.reference).executeTakeFirstOrThrow();
      return { mandate, bundleId: challenge.bundle_id, discountCode: challenge.discount_code, release };
    }
    const earlier = await ddb.selectFrom('direct_debit_mandates').select('provider_customer_id').where('user_id', '=', input.userId).where('provider', '=', 'mollie').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    const user = await ctx.db.selectFrom('users').select('email').where('id', '=', input.userId).executeTakeFirstOrThrow();
    const signedAt = new Date();
    let customerId: string;
    let providerMandate;
    try {
      customerId =
        earlier?.provider_customer_id ??
        (await provider.createCustomer({ name: challenge.account_holder, email: user.email, metadata: { user_id: input.userId }, idempotencyKey: `hartklop-customer-${input.userId}` })).id;
      providerMandate = await provider.createMandate(customerId, {
        consumerName: challenge.account_holder,
        consumerAccount: challenge.iban,
        signatureDate: amsterdamDate(signedAt),
        mandateReference: challenge.mandate_reference,
        idempotencyKey: `hartklop-mandate-${challenge.mandate_reference}`,
      });
    } catch (err) {
      if (err instanceof PaymentProviderError && err.statusCode === 422) throw invalid(byKey('errors.directDebit.ibanInvalid'));
      if (err instanceof PaymentProviderError) throw unavailable();
      throw err;
    }
    if (providerMandate.status !== 'valid') throw unavailable();
    const mandate = await ctx.db
      .transaction()
      .execute(async (trx) => {
      const tdb = directDebitDb(trx);
      // One valid mandate per member: the new one replaces the old.
      await tdb.updateTable('direct_debit_mandates').set({ status: 'revoked', revoked_at: sql<Date>`now()` }).where('user_id', '=', input.userId).where('status', '=', 'valid').execute();
      return tdb
        .insertInto('direct_debit_mandates')
        .values({
          user_id: input.userId,
          reference: challenge.mandate_reference,
          creditor_id: creditor.id,
          account_holder: challenge.account_holder,
          iban: challenge.iban,
          bic: providerMandate.consumerBic,
          street: challenge.street,
          house_number: challenge.house_number,
          zip: challenge.zip,
          city: challenge.city,
          phone: challenge.phone,
          signed_at: signedAt,
          ip: challenge.ip,
          signed_text: challenge.mandate_text,
          provider: provider.name,
          provider_customer_id: customerId,
          provider_mandate_id: providerMandate.id,
          revoked_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      })
      // A concurrent signing by another account on the same IBAN won the unique index (migration 0028).
      .catch((err: unknown) => {
        throw isUniqueViolation(err, 'direct_debit_mandates_valid_iban') ? ibanInUse() : err;
      });
    return { mandate, bundleId: challenge.bundle_id, discountCode: challenge.discount_code, release };
  } catch (err) {
    await release();
    throw err;
  }
}

/** SQLSTATE 23505 (both drivers) on the named index (node-postgres names it; PGlite may not). */
function isUniqueViolation(err: unknown, index: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === index);
}

/** The calendar date in Europe/Amsterdam (YYYY-MM-DD). */
export const amsterdamDate = (date: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(date);
