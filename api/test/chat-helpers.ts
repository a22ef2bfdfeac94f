import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { api } from 'shared-kernel/contract';
import type { Config } from '../src/config';
import { liveChannel, type LiveNotice } from '../src/db/live-notices';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, type TestApp, type TestUserOptions } from './helpers';
import type { TestMember } from './members-helpers';

/** What each kind costs on the default (Dutch) site variant (db/reference/site-settings.ts). */
export const COSTS = { text: 10, photo: 5, gift: 20 } as const;
export const MESSAGE_LENGTH = 2000;
export const INSUFFICIENT = 'Je hebt onvoldoende credits om dit bericht te versturen';
export const CONVERSATION_GONE = 'Dit gesprek bestaat niet (meer).';
export const LIMIT_TEXT = 'Als gratis lid kun je maximaal 2 gesprekken beginnen. Word premium lid om met meer leden te chatten.';

export interface ChatTestApp extends TestApp {
  member(options?: TestUserOptions): Promise<TestMember>;
  /** A fictional profile (no account), active and visible. */
  fictional(name?: string): Promise<number>;
  addBlocks(...blocks: Array<[blocker: number, blocked: number]>): Promise<void>;
  /** Every live notice sent on the database since the app was built (LISTEN on its channel). */
  notices: LiveNotice[];
}

/**
 * The app of a chat test file, built before its first test and closed after its last, with
 * `overrides` of the test configuration. It listens to the live channel, so tests can check the
 * notices each change sends (delivered at commit).
 */
export function useChatApp(overrides: Partial<Config> = {}): ChatTestApp {
  let unlisten: (() => Promise<void>) | undefined;
  const t = {
    notices: [] as LiveNotice[],
    member: async (options: TestUserOptions = {}): Promise<TestMember> => {
      const user = await createTestUser(t.db, options);
      return { ...user, cookie: await sessionCookieFor(t.db, user.userId) };
    },
    fictional: async (name = 'Fictief'): Promise<number> => {
      const row = await t.db.kysely
        .insertInto('profiles')
        .values({
          user_id: null,
          name,
          gender: 'male',
          sexuality: 'hetero',
          birthdate: '1988-01-01',
          country: 'NL',
          city: 'Zwolle',
          about: '',
          fictional: true,
          status: 'active',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    addBlocks: async (...blocks: Array<[number, number]>): Promise<void> => {
      const rows = blocks.map(([blocker, blocked]) => ({ blocker_profile_id: blocker, blocked_profile_id: blocked }));
      await t.db.kysely.insertInto('blocks').values(rows).execute();
    },
  } as ChatTestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
    unlisten = await t.db.listen(liveChannel(t.db.schema), (payload) => t.notices.push(JSON.parse(payload) as LiveNotice));
  });
  afterAll(async () => {
    await unlisten?.();
    await t.close();
  });
  return t;
}

/** Waits until `check` passes (notices arrive asynchronously after commit). */
export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** A client of the chat endpoints for one test app. */
export function chatClient(t: ChatTestApp) {
  const json = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | undefined, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...sameOrigin, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
  const client = {
    json,
    chats: async (cookie: string) => {
      const res = await json('GET', '/api/chats.php', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return api.chats.response.parse(res.json()).chats;
    },
    chatRes: (cookie: string | undefined, query: string) => json('GET', `/api/chat.php?${query}`, cookie),
    chat: async (cookie: string, query: string) => {
      const res = await client.chatRes(cookie, query);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return api.chat.response.parse(res.json());
    },
    sendRes: (cookie: string | undefined, body: unknown) => json('POST', '/api/message.php', cookie, body),
    /** Sends a text and expects 201. */
    send: async (from: TestMember, to: { profileId: number } | { conversationId: number }, text = 'Hoi!') => {
      const target = 'profileId' in to ? { profile_id: to.profileId } : { conversation_id: to.conversationId };
      const res = await client.sendRes(from.cookie, { ...target, kind: 'text', text, idempotency_key: randomUUID() });
      if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
      return api.sendMessage.response.parse(res.json());
    },
    deleteRes: (cookie: string | undefined, body: unknown) => json('DELETE', '/api/chat.php', cookie, body),
    readRes: (cookie: string | undefined, body: unknown) => json('POST', '/api/chat-read.php', cookie, body),
    typingRes: (cookie: string | undefined, body: unknown) => json('POST', '/api/chat-typing.php', cookie, body),
    photoRes: (cookie: string | undefined, query: string, body: Buffer | string, contentType = 'image/jpeg') =>
      t.app.inject({
        method: 'POST',
        url: `/api/photo-message.php?${query}`,
        headers: { ...sameOrigin, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
        payload: body,
      }),
    creditsOf: async (userId: number) =>
      (await t.db.kysely.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirstOrThrow()).credits,
    ledgerOf: (userId: number) => t.db.kysely.selectFrom('credit_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    messagesBy: (profileId: number) =>
      t.db.kysely.selectFrom('messages').selectAll().where('sender_profile_id', '=', profileId).orderBy('id').execute(),
    /**
     * What a first paid text leaves behind: both members of the conversation (the recipient with
     * one unread), the debit's ledger row, the message pointing at it, and the balance after.
     */
    expectFirstTextStored: async (
      { sender, recipient, conversationId }: { sender: TestMember; recipient: TestMember; conversationId: number },
      { messageId, text, idempotencyKey, creditsAfter }: { messageId: number; text: string; idempotencyKey: string; creditsAfter: number },
    ) => {
      const members = await t.db.kysely.selectFrom('conversation_members').selectAll().where('conversation_id', '=', conversationId).orderBy('profile_id').execute();
      expect(members).toEqual(
        [
          { conversation_id: conversationId, profile_id: sender.profileId, unread_count: 0, read_up_to: 0, hidden_up_to: 0, removed: false },
          { conversation_id: conversationId, profile_id: recipient.profileId, unread_count: 1, read_up_to: 0, hidden_up_to: 0, removed: false },
        ].sort((a, b) => a.profile_id - b.profile_id),
      );
      const ledger = await client.ledgerOf(sender.userId);
      expect(ledger).toEqual([expect.objectContaining({ delta: -COSTS.text, balance_after: creditsAfter, reason: 'message', idempotency_key: idempotencyKey })]);
      expect(await client.messagesBy(sender.profileId)).toEqual([
        expect.objectContaining({ id: messageId, body: text, credits: COSTS.text, ledger_id: ledger[0]!.id, idempotency_key: idempotencyKey }),
      ]);
      expect(await client.creditsOf(sender.userId)).toBe(creditsAfter);
    },
  };
  return client;
}

/** A small JPEG made on the fly. */
export const testJpeg = (width = 640, height = 480): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#4080c0' } })
    .jpeg({ quality: 85 })
    .toBuffer();
