import { randomBytes } from 'node:crypto';
import { api, ApiErrorSchema, CLIENT_REQUEST_HEADER } from 'shared-kernel/contract';
import { hashSessionToken } from '../src/domain/accounts/sessions';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getUser = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/user.php',
    headers: { [CLIENT_REQUEST_HEADER]: '1', ...(cookie ? { cookie } : {}) },
  });

const expectLoggedOut = (res: Awaited<ReturnType<typeof getUser>>): void => {
  expect(res.statusCode).toBe(403);
  expect(ApiErrorSchema.parse(res.json())).toEqual({
    error: 'authentication_required',
    message: 'Log in om verder te gaan.',
  });
};

/** A user with a profile, a main photo and a session; returns the session token. */
async function createMember(options: { expiresInMs?: number; status?: 'confirmed' | 'deleted' } = {}): Promise<{ token: string; userId: number }> {
  const { kysely } = t.db;
  const email = `lid-${randomBytes(4).toString('hex')}@example.nl`;
  const user = await kysely
    .insertInto('users')
    .values({ email, password_hash: null, status: options.status ?? 'confirmed', signup_date: new Date('2025-01-02T03:04:05Z') })
    .returning('id')
    .executeTakeFirstOrThrow();
  const region = await kysely.selectFrom('regions').select('id').where('code', '=', 'NL-UT').executeTakeFirstOrThrow();
  const profile = await kysely
    .insertInto('profiles')
    .values({
      user_id: user.id,
      name: 'Sanne',
      gender: 'female',
      sexuality: 'hetero',
      birthdate: '1990-05-17',
      country: 'NL',
      region_id: region.id,
      city: 'Utrecht',
      hair_colour: null,
      eye_colour: null,
      body_type: null,
      relationship_status: 'single',
      about: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await kysely
    .insertInto('photos')
    .values([
      { profile_id: profile.id, filename: 'u/2.jpg', thumb_filename: 'u/2_t.jpg', position: 1, status: 'active' },
      { profile_id: profile.id, filename: 'u/0.jpg', thumb_filename: 'u/0_t.jpg', position: 0, status: 'pending' },
      { profile_id: profile.id, filename: 'u/1.jpg', thumb_filename: 'u/1_t.jpg', position: 2, status: 'active' },
    ])
    .execute();
  const token = randomBytes(32).toString('base64url');
  await kysely
    .insertInto('sessions')
    .values({
      user_id: user.id,
      token_hash: hashSessionToken(token),
      expires_at: new Date(Date.now() + (options.expiresInMs ?? 30 * 24 * 3600 * 1000)),
    })
    .execute();
  return { token, userId: user.id };
}

describe('GET /api/user.php', () => {
  it('answers 403 authentication_required without a session', async () => {
    expectLoggedOut(await getUser());
  });

  it.each([
    ['an unknown token', `sid=${randomBytes(32).toString('base64url')}`],
    ['a malformed token', "sid=' or 1=1 --"],
    ['an empty token', 'sid='],
    ['a huge token', `sid=${'a'.repeat(4000)}`],
  ])('answers 403 for %s', async (_name, cookie) => {
    expectLoggedOut(await getUser(cookie));
  });

  it('answers the logged-in user, found by the sha256 of the session cookie', async () => {
    const { token, userId } = await createMember();
    const res = await getUser(`sid=${token}`);
    expect(res.statusCode).toBe(200);
    const { user } = api.currentUser.response.parse(res.json());
    expect(user.id).toBe(userId);
    expect(user.status).toBe('confirmed');
    expect(user.signup_date).toBe('2025-01-02T03:04:05.000Z');
    expect(user.credits).toBe(0);
    expect(user.notifications_disabled).toEqual([]);
    expect(user.profile).toMatchObject({ name: 'Sanne', country: 'NL', status: 'active' });
    // The main image is the first active photo by position.
    expect(user.profile.main_image).toEqual({ filename: 'u/2.jpg', thumb_filename: 'u/2_t.jpg', status: 'active' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 403 for an expired session or a deleted account', async () => {
    const expired = await createMember({ expiresInMs: -1000 });
    expectLoggedOut(await getUser(`sid=${expired.token}`));
    const deleted = await createMember({ status: 'deleted' });
    expectLoggedOut(await getUser(`sid=${deleted.token}`));
  });
});
