import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { api } from 'shared-kernel/contract';
import { buildApp } from '../src/app';
import { chatClient, COSTS, useChatApp } from './chat-helpers';
import { sameOrigin, testConfig } from './helpers';
import type { TestMember } from './members-helpers';
import { RoundTrips } from './round-trips';

/**
 * The site settings are kept per API process (domain/site/site-variant.ts `SiteVariants`): a send
 * does not read them. A change of site_settings, from any writer, reaches every process through the
 * live channel (the trigger of migration 0034): the next requests on every host follow it.
 */
const t = useChatApp();
const c = chatClient(t);
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const setMessageCredits = (credits: number) =>
  sql`update site_settings set settings = jsonb_set(settings, '{message_credits}', ${JSON.stringify(credits)}::jsonb)`.execute(t.db.kysely);

/** What a text sent through `app` cost the sender. */
async function textCost(app: FastifyInstance, from: TestMember, to: TestMember): Promise<number> {
  const before = await c.creditsOf(from.userId);
  const res = await app.inject({
    method: 'POST',
    url: '/api/message.php',
    headers: { ...sameOrigin, 'content-type': 'application/json', cookie: from.cookie },
    payload: JSON.stringify({ profile_id: to.profileId, kind: 'text', text: 'Hoi', idempotency_key: randomUUID() }),
  });
  expect(res.statusCode).toBe(201);
  return before - api.sendMessage.response.parse(res.json()).credits;
}

/** The cost `host` charges once it follows the settings (within `ms`: the notice comes after the commit). */
async function costSoon(host: FastifyInstance, from: TestMember, to: TestMember, expected: number, ms = 2000): Promise<number> {
  const until = Date.now() + ms;
  for (;;) {
    const cost = await textCost(host, from, to);
    if (cost === expected || Date.now() > until) return cost;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('site settings cached per process', () => {
  it('a send reads no settings once they are known', async () => {
    const sender = await t.member({ credits: 1000 });
    const recipient = await t.member({ gender: 'male' });
    await t.app.ready();
    await textCost(t.app, sender, recipient);
    const trips = new RoundTrips();
    try {
      const statements = await trips.during(async () => {
        expect(await textCost(t.app, sender, recipient)).toBe(COSTS.text);
      });
      expect(statements.filter((s) => s.includes('site_settings'))).toEqual([]);
    } finally {
      trips.restore();
    }
  });

  it('a change of the settings shows on every host promptly, whoever wrote it', async () => {
    const other = await buildApp({ db: t.db, config: testConfig() });
    apps.push(other);
    await other.ready();
    const sender = await t.member({ credits: 1000 });
    const recipient = await t.member({ gender: 'male' });
    // Both hosts know the settings.
    expect(await textCost(t.app, sender, recipient)).toBe(COSTS.text);
    expect(await textCost(other, sender, recipient)).toBe(COSTS.text);

    await setMessageCredits(7);
    for (const host of [t.app, other]) expect(await costSoon(host, sender, recipient, 7)).toBe(7);

    await setMessageCredits(COSTS.text);
    for (const host of [other, t.app]) expect(await costSoon(host, sender, recipient, COSTS.text)).toBe(COSTS.text);
  });
});
