import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { payOnce, replayPaid, type PaidAction, type PaidOutcome } from '../src/credits/pay-once';
import type { DatabaseHandle } from '../src/db/database';
import type { LedgerReason, Schema } from '../src/db/schema';
import { createTestDatabase, createTestUser, removeTempDirs, type TestUser } from './helpers';

let db: DatabaseHandle;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
  removeTempDirs();
});

class Refused extends Error {
  constructor(readonly status: number) {
    super(`refused with ${status}`);
  }
}

const creditsOf = async (userId: number) => (await db.kysely.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow()).credits;
const ledgerOf = (userId: number) =>
  db.kysely.selectFrom('credit_ledger').select(['delta', 'balance_after', 'reason', 'idempotency_key']).where('user_id', '=', userId).orderBy('id').execute();
const likesBy = (profileId: number) => db.kysely.selectFrom('likes').select('liked_profile_id').where('liker_profile_id', '=', profileId).execute();

interface Answer {
  ledgerId: number;
  balance: number;
  liked: number;
}

/**
 * A paid like: `prepare` names the cost and writes a row before the debit (to show it rolls back
 * with a short balance), `work` writes the like. A replay answers from the ledger row and refuses
 * another target for the same key.
 */
function paidLike(
  from: TestUser,
  to: TestUser,
  key: string,
  cost: number,
  overrides: Partial<PaidAction<{ cost: number }, Answer>> & { reason?: LedgerReason } = {},
): PaidAction<{ cost: number }, Answer> {
  return {
    db: db.kysely,
    userId: from.userId,
    key,
    reason: 'gift',
    errors: { insufficientCredits: () => new Refused(402), idempotencyConflict: () => new Refused(409) },
    replay: async (entry, base) => {
      const like = await base.selectFrom('likes').select('liked_profile_id').where('liker_profile_id', '=', from.profileId).executeTakeFirst();
      if (like?.liked_profile_id !== to.profileId) throw new Refused(409);
      return { ledgerId: entry.id, balance: entry.balance_after, liked: like.liked_profile_id };
    },
    prepare: async (trx: Transaction<Schema>) => {
      await trx.updateTable('profiles').set({ about: `betaald met ${key}` }).where('id', '=', from.profileId).execute();
      return { cost };
    },
    work: async (trx, _prepared, paid) => {
      await trx.insertInto('likes').values({ liker_profile_id: from.profileId, liked_profile_id: to.profileId }).execute();
      return { ledgerId: paid.ledgerId, balance: paid.balance, liked: to.profileId };
    },
    ...overrides,
  };
}

const aboutOf = async (profileId: number) => (await db.kysely.selectFrom('profiles').select('about').where('id', '=', profileId).executeTakeFirstOrThrow()).about;

describe('payOnce', () => {
  it('debits once and does the work; the same key again answers the first time without a charge', async () => {
    const [from, to] = [await createTestUser(db, { credits: 10 }), await createTestUser(db)];
    const key = randomUUID();
    const first = await payOnce(paidLike(from, to, key, 4));
    expect(first).toEqual({ answer: { ledgerId: expect.any(Number), balance: 6, liked: to.profileId }, replayed: false });
    const again = await payOnce(paidLike(from, to, key, 4));
    expect(again).toEqual({ answer: first.answer, replayed: true });
    expect(await replayPaid(paidLike(from, to, key, 4))).toEqual(first.answer);
    expect(await replayPaid(paidLike(from, to, randomUUID(), 4))).toBeUndefined();
    expect(await creditsOf(from.userId)).toBe(6);
    expect(await ledgerOf(from.userId)).toEqual([{ delta: -4, balance_after: 6, reason: 'gift', idempotency_key: key }]);
    expect(await likesBy(from.profileId)).toHaveLength(1);
  });

  it('answers 409 for the key of another kind of action, and the replay\'s own 409 for other content', async () => {
    const [from, to, other] = [await createTestUser(db, { credits: 10 }), await createTestUser(db), await createTestUser(db)];
    const key = randomUUID();
    await payOnce(paidLike(from, to, key, 4));
    await expect(payOnce(paidLike(from, to, key, 4, { reason: 'message' }))).rejects.toEqual(new Refused(409));
    await expect(payOnce(paidLike(from, other, key, 4))).rejects.toEqual(new Refused(409));
    expect(await creditsOf(from.userId)).toBe(6);
    expect(await ledgerOf(from.userId)).toHaveLength(1);
  });

  it('answers 402 when the balance is short, and keeps nothing of the attempt', async () => {
    const [from, to] = [await createTestUser(db, { credits: 3 }), await createTestUser(db)];
    await expect(payOnce(paidLike(from, to, randomUUID(), 4))).rejects.toEqual(new Refused(402));
    expect(await creditsOf(from.userId)).toBe(3);
    expect(await ledgerOf(from.userId)).toEqual([]);
    expect(await likesBy(from.profileId)).toEqual([]);
    // What `prepare` wrote before the debit rolled back too.
    expect(await aboutOf(from.profileId)).not.toMatch(/^betaald met/);
  });

  it('rolls the debit back when the work throws, and passes the error on', async () => {
    const [from, to] = [await createTestUser(db, { credits: 10 }), await createTestUser(db)];
    const failure = new Error('werk mislukt');
    const key = randomUUID();
    await expect(
      payOnce(
        paidLike(from, to, key, 4, {
          work: async (trx) => {
            await trx.insertInto('likes').values({ liker_profile_id: from.profileId, liked_profile_id: to.profileId }).execute();
            throw failure;
          },
        }),
      ),
    ).rejects.toBe(failure);
    expect(await creditsOf(from.userId)).toBe(10);
    expect(await ledgerOf(from.userId)).toEqual([]);
    expect(await likesBy(from.profileId)).toEqual([]);
    // The key is still free: a later attempt pays and works.
    expect(await payOnce(paidLike(from, to, key, 4))).toMatchObject({ answer: { balance: 6 }, replayed: false });
  });

  it('passes an error of prepare on without a charge', async () => {
    const [from, to] = [await createTestUser(db, { credits: 10 }), await createTestUser(db)];
    const refusal = new Refused(403);
    await expect(
      payOnce(
        paidLike(from, to, randomUUID(), 4, {
          prepare: () => Promise.reject(refusal),
        }),
      ),
    ).rejects.toBe(refusal);
    expect(await creditsOf(from.userId)).toBe(10);
    expect(await ledgerOf(from.userId)).toEqual([]);
  });

  /** Runs `count` attempts with one key whose transactions all reach `prepare` before any debits. */
  async function twins(from: TestUser, to: TestUser, count: number, cost: number) {
    const key = randomUUID();
    let arrived = 0;
    let release!: () => void;
    const allIn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const results = await Promise.allSettled(
      Array.from({ length: count }, () =>
        payOnce(
          paidLike(from, to, key, cost, {
            prepare: async () => {
              arrived += 1;
              if (arrived === count) release();
              await allIn;
              return { cost };
            },
          }),
        ),
      ),
    );
    // No attempt fails: a twin that lost the race (key taken, or credits taken) answers with the first result.
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: count }, () => 'fulfilled'));
    return results.map((r) => (r as PromiseFulfilledResult<PaidOutcome<Answer>>).value);
  }

  (process.env.DATABASE_URL ? it : it.skip)('PostgreSQL: concurrent twins with one key charge once and all answer with the first result', async () => {
    const [from, to] = [await createTestUser(db, { credits: 100 }), await createTestUser(db)];
    const answers = await twins(from, to, 3, 4);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(answers.filter((a) => a.replayed)).toHaveLength(2);
    for (const a of answers) expect(a.answer).toEqual({ ledgerId: expect.any(Number), balance: 96, liked: to.profileId });
    expect(await creditsOf(from.userId)).toBe(96);
    expect(await ledgerOf(from.userId)).toHaveLength(1);
    expect(await likesBy(from.profileId)).toHaveLength(1);
  });

  (process.env.DATABASE_URL ? it : it.skip)('PostgreSQL: twins over a balance for one: the others answer with the first result, not 402', async () => {
    const [from, to] = [await createTestUser(db, { credits: 4 }), await createTestUser(db)];
    const answers = await twins(from, to, 3, 4);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    for (const a of answers) expect(a.answer).toEqual({ ledgerId: expect.any(Number), balance: 0, liked: to.profileId });
    expect(await creditsOf(from.userId)).toBe(0);
    expect(await ledgerOf(from.userId)).toHaveLength(1);
  });
});
