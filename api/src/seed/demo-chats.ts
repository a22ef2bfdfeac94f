import type { Transaction } from 'kysely';
import type { Schema } from '../db/schema';

/** One line of a demo conversation: written by the fictional profile (`them`) or the demo account (`me`). */
interface ScriptLine {
  from: 'them' | 'me';
  text: string;
  /** How long before the account was made it was sent. */
  minutesAgo: number;
}

/**
 * The demo accounts' conversations (issue 5): the first started by a fictional profile, the other
 * two by the demo account itself, so that the free demo account (Daan) has used the
 * CHAT_RULES.freeConversationLimit conversations a free member may start and meets the limit on
 * a third. The first is unread, the second half read, the third read (the other side sees the
 * read receipt).
 */
export const DEMO_CHAT_SCRIPTS: ReadonlyArray<{ script: readonly ScriptLine[]; readAll: boolean }> = [
  {
    readAll: false,
    script: [
      { from: 'them', text: 'Hoi! Wat een leuk profiel. Ben je vaak in de stad te vinden?', minutesAgo: 40 },
      { from: 'them', text: 'Ik ben trouwens net terug van een weekendje Texel, heerlijk uitgewaaid 😊', minutesAgo: 38 },
    ],
  },
  {
    readAll: false,
    script: [
      { from: 'me', text: 'Hallo! Ik zag dat je ook van films houdt. Wat kijk jij graag?', minutesAgo: 300 },
      { from: 'them', text: 'Vooral romantische komedies, haha. En jij?', minutesAgo: 290 },
      { from: 'me', text: 'Oude thrillers, en af en toe een goede documentaire.', minutesAgo: 200 },
      { from: 'them', text: 'Misschien kunnen we elkaar iets aanraden?', minutesAgo: 120 },
    ],
  },
  {
    readAll: true,
    script: [
      { from: 'me', text: 'Goedemorgen! Zin om deze week een kop koffie te drinken?', minutesAgo: 1500 },
      { from: 'them', text: 'Klinkt goed! Welke dag past jou het best?', minutesAgo: 1440 },
    ],
  },
];

/**
 * Gives a new demo account a few conversations with fictional profiles of the gender it seeks
 * (seeded members without an account), in the account's own transaction. Without such profiles
 * (no members seeded) it adds nothing. Seeded messages cost nothing: they have no ledger row.
 */
export async function seedDemoChats(
  trx: Transaction<Schema>,
  account: { profileId: number; seeking: 'male' | 'female' },
  now: Date,
): Promise<number> {
  const partners = await trx
    .selectFrom('profiles')
    .select('id')
    .where('user_id', 'is', null)
    .where('fictional', '=', true)
    .where('status', '=', 'active')
    .where('invisible', '=', false)
    .where('gender', '=', account.seeking)
    .orderBy('id')
    .limit(DEMO_CHAT_SCRIPTS.length)
    .execute();
  for (const [index, partner] of partners.entries()) {
    const { script, readAll } = DEMO_CHAT_SCRIPTS[index]!;
    const at = (line: ScriptLine) => new Date(now.getTime() - line.minutesAgo * 60_000);
    const pair =
      account.profileId < partner.id
        ? { profile_low: account.profileId, profile_high: partner.id }
        : { profile_low: partner.id, profile_high: account.profileId };
    const conversation = await trx
      .insertInto('conversations')
      .values({ ...pair, started_by: script[0]!.from === 'me' ? account.profileId : partner.id, created_at: at(script[0]!) })
      .onConflict((oc) => oc.columns(['profile_low', 'profile_high']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!conversation) continue;
    const ids: Array<{ id: number; from: ScriptLine['from'] }> = [];
    for (const line of script) {
      const row = await trx
        .insertInto('messages')
        .values({
          conversation_id: conversation.id,
          sender_profile_id: line.from === 'me' ? account.profileId : partner.id,
          kind: 'text',
          body: line.text,
          credits: 0,
          created_at: at(line),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push({ id: row.id, from: line.from });
    }
    const last = ids[ids.length - 1]!;
    await trx
      .updateTable('conversations')
      .set({ last_message_id: last.id, last_message_at: at(script[script.length - 1]!) })
      .where('id', '=', conversation.id)
      .execute();
    // Unread: the partner's messages after the account's last one (all of them when it never wrote).
    const lastOwn = Math.max(0, ...ids.filter((m) => m.from === 'me').map((m) => m.id));
    const theirs = ids.filter((m) => m.from === 'them');
    const unread = readAll ? 0 : theirs.filter((m) => m.id > lastOwn).length;
    const readUpTo = readAll ? Math.max(0, ...theirs.map((m) => m.id)) : Math.max(0, ...theirs.filter((m) => m.id < lastOwn).map((m) => m.id));
    await trx
      .insertInto('conversation_members')
      .values([
        { conversation_id: conversation.id, profile_id: account.profileId, unread_count: unread, read_up_to: readUpTo },
        // The fictional side has read everything the account wrote.
        { conversation_id: conversation.id, profile_id: partner.id, unread_count: 0, read_up_to: lastOwn },
      ])
      .execute();
  }
  return partners.length;
}
