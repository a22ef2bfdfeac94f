import { api } from 'shared-kernel/contract';
import { expectError, GONE, useMembersApp } from './members-helpers';

const t = useMembersApp();
const { member } = t;

const relationOf = (query: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/relation.php${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/relation.php', () => {
  it('answers likes either way, the match and the member’s own block, as member data (private, no-store)', async () => {
    const a = await member({ gender: 'male', country: 'NL' });
    const b = await member({ gender: 'female', country: 'NL' });
    const c = await member({ gender: 'female', country: 'NL' });
    await t.addLikes([b.profileId, a.profileId]);

    const first = await relationOf(`?profile_id=${b.profileId}`, a.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(api.relation.response.parse(first.json())).toEqual({ relation: { liked: false, liked_by: true, match: false, blocked: false } });

    await t.addLikes([a.profileId, b.profileId]);
    expect((await relationOf(`?profile_id=${b.profileId}`, a.cookie)).json()).toEqual({ relation: { liked: true, liked_by: true, match: true, blocked: false } });
    expect((await relationOf(`?profile_id=${c.profileId}`, a.cookie)).json()).toEqual({ relation: { liked: false, liked_by: false, match: false, blocked: false } });

    // Their own block is answered (so it can be undone); a block by the other side hides the profile.
    await t.addBlocks([a.profileId, c.profileId]);
    expect((await relationOf(`?profile_id=${c.profileId}`, a.cookie)).json()).toEqual({ relation: { liked: false, liked_by: false, match: false, blocked: true } });
    expectError(await relationOf(`?profile_id=${a.profileId}`, c.cookie), 404, 'not_found', GONE);
  });

  it('refuses a missing, malformed or out-of-range profile id (400) and answers an unknown one 404', async () => {
    const a = await member();
    for (const query of ['', '?profile_id=abc', '?profile_id=0', '?profile_id=2147483648', '?profile_id=1&x=1']) {
      expectError(await relationOf(query, a.cookie), 400, 'validation_error');
    }
    expectError(await relationOf('?profile_id=2147483647', a.cookie), 404, 'not_found', GONE);
  });

  it('is for members only: a visitor gets 403 authentication_required', async () => {
    const b = await member();
    expectError(await relationOf(`?profile_id=${b.profileId}`), 403, 'authentication_required');
    expectError(await relationOf(`?profile_id=${b.profileId}`, 'sid=not-a-session'), 403, 'authentication_required');
  });
});
