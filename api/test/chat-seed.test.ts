import path from 'node:path';
import { api } from 'shared-kernel/contract';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { DEMO_CHAT_SCRIPTS } from '../src/seed/demo-chats';
import { seedIfEmpty } from '../src/seed/index';
import { LocalDiskStore } from '../src/storage';
import { createTestDatabase, makeTempDir, removeTempDirs, sessionCookieFor, testConfig, sharePhotoPool } from './helpers';

let db: DatabaseHandle;
beforeAll(async () => {
  db = await sharePhotoPool(await createTestDatabase());
}, 30_000);
afterAll(async () => {
  await db.close();
  removeTempDirs();
});

describe('demo accounts: seeded conversations', () => {
  it('gives each demo account three conversations (one started by a fictional profile, two by itself): unread, half read and read', async () => {
    const uploadsDir = path.join(makeTempDir('hartklop-demo-chats-'), 'uploads');
    await seedIfEmpty(db, { profiles: 400, store: new LocalDiskStore(uploadsDir), seed: 'demo-chats', demoAccounts: { nodeEnv: 'development', scryptLogN: 10 } });
    const app = await buildApp({ db, config: testConfig({ uploadsDir }) });
    await app.ready();
    try {
      for (const account of DEMO_ACCOUNTS) {
        const user = await db.kysely
          .selectFrom('users')
          .innerJoin('profiles', 'profiles.user_id', 'users.id')
          .select(['users.id', 'profiles.id as profile_id', 'users.credits'])
          .where('users.email', '=', account.email)
          .executeTakeFirstOrThrow();
        const cookie = await sessionCookieFor(db, user.id);
        const res = await app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie } });
        expect(res.statusCode).toBe(200);
        const chats = api.chats.response.parse(res.json()).chats;
        expect(chats).toHaveLength(DEMO_CHAT_SCRIPTS.length);
        expect(chats.every((e) => e.profile.fictional)).toBe(true);
        const seeking = account.profile.gender === 'male' ? 'female' : 'male';
        const genders = await db.kysely.selectFrom('profiles').select('gender').where('id', 'in', chats.map((e) => e.profile.id)).execute();
        expect(genders.every((g) => g.gender === seeking)).toBe(true);
        // Newest activity first: the unread one, the half-read one, the read one.
        expect(chats.map((e) => e.num_unread_messages)).toEqual([2, 1, 0]);
        expect(chats[1]!.conversation.last_message).toMatchObject({ mine: false, preview: 'Misschien kunnen we elkaar iets aanraden?' });
        const read = await app.inject({ method: 'GET', url: `/api/chat.php?id=${chats[2]!.conversation.id}`, headers: { cookie } });
        const chat = api.chat.response.parse(read.json());
        expect(chat.messages.map((m) => m.mine)).toEqual([true, false]);
        // The fictional side has read the account's message; nothing was charged.
        expect(chat.conversation!.read_up_to).toBe(chat.messages[0]!.id);
        // An existing conversation never meets the limit.
        expect(chat.rules.blocked_by).toBeNull();
        expect(user.credits).toBe(account.credits);
        // The demo accounts started two: the free one (Daan) has used the conversations a free member may start.
        const started = await db.kysely.selectFrom('conversations').select('id').where('started_by', '=', user.profile_id).execute();
        expect(started).toHaveLength(2);
        const other = await db.kysely
          .selectFrom('profiles')
          .select('id')
          .where('user_id', 'is', null)
          .where('status', '=', 'active')
          .where('invisible', '=', false)
          .where('gender', '=', seeking)
          .where('id', 'not in', chats.map((e) => e.profile.id))
          .executeTakeFirstOrThrow();
        const fresh = api.chat.response.parse((await app.inject({ method: 'GET', url: `/api/chat.php?profile_id=${other.id}`, headers: { cookie } })).json());
        expect(fresh.rules.blocked_by).toBe(account.paidUser ? null : 'conversation_limit');
      }
    } finally {
      await app.close();
    }
  }, 120_000);
});
