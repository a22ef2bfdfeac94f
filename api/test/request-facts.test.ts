import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { installMemberContext, MEMBER_CACHE_CONTROL } from '../src/web/member-context';
import { registerEndpoint } from '../src/web/route';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, type TestApp } from './helpers';

/** Test routes: the facts of a request, and one path whose endpoints live in two contexts. */
const facts = { method: 'GET', path: '/api/test-facts.php', auth: 'public', response: z.record(z.string(), z.unknown()) } as const;
const shared = z.object({ context: z.string() });
const inMember = { method: 'GET', path: '/api/test-shared.php', auth: 'public', query: z.object({ member: z.literal('1') }), response: shared } as const;
const atRoot = { method: 'GET', path: '/api/test-shared.php', auth: 'public', response: shared } as const;
const ownHeader = { method: 'GET', path: '/api/test-own-header.php', auth: 'public', response: shared } as const;

async function addTestRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, facts, async ({ request }) => {
    const [site, again] = [await request.siteVariant(), await request.siteVariant()];
    const [viewer, viewerAgain] = [await request.viewer(), await request.viewer()];
    return {
      domain: site.domain,
      sameSite: site === again,
      viewerProfileId: viewer?.profileId ?? null,
      sameViewer: viewer === viewerAgain,
      member: await request.member().then(
        (m) => m.profileId,
        (err: { statusCode?: number }) => `refused ${err.statusCode}`,
      ),
    };
  });
  // The root endpoint first: the Fastify route is made in the root context.
  registerEndpoint(app, atRoot, async () => ({ context: 'root' }));
  await app.register(async (member) => {
    installMemberContext(member);
    registerEndpoint(member, inMember, async () => ({ context: 'member' }));
    registerEndpoint(member, ownHeader, async ({ reply }) => {
      reply.header('cache-control', 'no-cache');
      return { context: 'member' };
    });
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { prepare: addTestRoutes });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) } });

describe('request facts', () => {
  it('gives a visitor the site variant and no viewer; member() answers 403', async () => {
    const res = await get('/api/test-facts.php');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ domain: expect.any(String), sameSite: true, viewerProfileId: null, sameViewer: true, member: 'refused 403' });
  });

  it('gives a logged-in member their viewer, read once per request', async () => {
    const user = await createTestUser(t.db);
    const res = await get('/api/test-facts.php', await sessionCookieFor(t.db, user.userId));
    expect(res.json()).toMatchObject({ viewerProfileId: user.profileId, sameViewer: true, member: user.profileId });
  });
});

describe('the member context', () => {
  it('answers with private, no-store only for the endpoints registered in it, also on a shared route', async () => {
    const member = await get('/api/test-shared.php?member=1');
    expect(member.json()).toEqual({ context: 'member' });
    expect(member.headers['cache-control']).toBe(MEMBER_CACHE_CONTROL);
    expect(MEMBER_CACHE_CONTROL).toBe('private, no-store');
    const root = await get('/api/test-shared.php');
    expect(root.json()).toEqual({ context: 'root' });
    expect(root.headers['cache-control']).toBeUndefined();
  });

  it("lets a handler set its own value", async () => {
    expect((await get('/api/test-own-header.php')).headers['cache-control']).toBe('no-cache');
  });

  it('covers the member plugins: a member route, and push next to login on /api/user.php', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor(t.db, user.userId);
    expect((await get('/api/likes.php', cookie)).headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/gifts.php')).headers['cache-control']).toBe('no-cache');
    const unsubscribe = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php?push=1',
      headers: { ...sameOrigin, cookie, 'content-type': 'application/json' },
      payload: { endpoint: 'https://push.example.org/nooit-bekend' },
    });
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.headers['cache-control']).toBe('private, no-store');
  });
});
