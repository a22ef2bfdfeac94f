import { CHAT_RULES } from 'shared-kernel/contract';
import { chatClient, useChatApp } from './chat-helpers';

/** A small history limit, above one page, so paging and the limit show together. */
const HISTORY_LIMIT = CHAT_RULES.pageSize + 10;
const t = useChatApp({ chatHistoryLimit: HISTORY_LIMIT });
const c = chatClient(t);

describe('conversation history: pages, catching up and the history limit', () => {
  it('pages backwards with before, catches up with after and never returns messages beyond the limit', async () => {
    const a = await t.member({ credits: 10_000, paidUser: true });
    const b = await t.member({ gender: 'male', credits: 10_000 });
    const total = HISTORY_LIMIT + 5;
    const ids: number[] = [];
    const first = await c.send(a, b, 'Bericht 1');
    ids.push(first.message.id);
    const conversationId = first.message.conversation_id;
    for (let i = 2; i <= total; i++) {
      ids.push((await c.send(i % 2 === 0 ? b : a, { conversationId }, `Bericht ${i}`)).message.id);
    }
    const visible = ids.slice(-HISTORY_LIMIT);

    const newest = await c.chat(a.cookie, `id=${conversationId}`);
    expect(newest.history_limit).toBe(HISTORY_LIMIT);
    expect(newest.messages.map((m) => m.id)).toEqual(visible.slice(-CHAT_RULES.pageSize));
    expect(newest.has_more).toBe(true);
    expect(newest.history_hidden).toBe(true);

    const older = await c.chat(a.cookie, `id=${conversationId}&before=${newest.messages[0]!.id}`);
    expect(older.messages.map((m) => m.id)).toEqual(visible.slice(0, HISTORY_LIMIT - CHAT_RULES.pageSize));
    expect(older.has_more).toBe(false);
    expect(older.history_hidden).toBe(true);
    // Before the oldest visible one: nothing, the hidden ones stay hidden.
    const beyond = await c.chat(a.cookie, `id=${conversationId}&before=${visible[0]!}`);
    expect(beyond.messages).toEqual([]);
    expect(beyond.has_more).toBe(false);

    // Catching up after a message: what follows, oldest first, at most one page.
    const after = await c.chat(b.cookie, `id=${conversationId}&after=${ids[total - 4]!}`);
    expect(after.messages.map((m) => m.id)).toEqual(ids.slice(total - 3));
    expect(after.messages.map((m) => m.text)).toEqual([`Bericht ${total - 2}`, `Bericht ${total - 1}`, `Bericht ${total}`]);
    expect(after.has_more).toBe(true);
    const fromStart = await c.chat(b.cookie, `id=${conversationId}&after=0`);
    expect(fromStart.messages.map((m) => m.id)).toEqual(visible.slice(0, CHAT_RULES.pageSize));
    expect(fromStart.has_more).toBe(false);
    expect((await c.chat(b.cookie, `id=${conversationId}&after=${ids[total - 1]!}`)).messages).toEqual([]);

    // The limit counts the conversation's messages, whoever removed what: both sides see the same window.
    const hiddenIds = new Set(ids.slice(0, total - HISTORY_LIMIT));
    const all = [
      ...(await c.chat(b.cookie, `id=${conversationId}`)).messages,
      ...(await c.chat(b.cookie, `id=${conversationId}&before=${newest.messages[0]!.id}`)).messages,
    ];
    expect(all.some((m) => hiddenIds.has(m.id))).toBe(false);
    expect(all).toHaveLength(HISTORY_LIMIT);

    // A short conversation: no more, nothing hidden.
    const other = await t.member({ gender: 'male' });
    const short = await c.send(a, other, 'Kort');
    const shortChat = await c.chat(a.cookie, `id=${short.message.conversation_id}`);
    expect(shortChat).toMatchObject({ has_more: false, history_hidden: false });
  });
});
