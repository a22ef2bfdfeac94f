import { sql } from 'kysely';
import { api, ApiErrorSchema, type OwnProfile, type UpdateProfileBody } from 'shared-kernel/contract';
import { matchAgeRange, matchTierQuery, MATCH_TIERS } from '../src/domain/members/matches';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, type TestApp, type TestUserOptions } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const REGION_TEXT = 'Deze regio hoort niet bij het gekozen land.';
const COUNTRY_TEXT = 'Kies een land uit de lijst.';
const INTEREST_TEXT = 'Kies interesses uit de lijst.';

interface Member {
  userId: number;
  profileId: number;
  email: string;
  cookie: string;
}

async function member(options: TestUserOptions = {}): Promise<Member> {
  const user = await createTestUser(t.db, options);
  return { userId: user.userId, profileId: user.profileId, email: user.email, cookie: await sessionCookieFor(t.db, user.userId) };
}

const getProfile = (cookie?: string, url = '/api/profile.php') =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const putProfile = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile.php',
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const ownProfile = async (cookie: string): Promise<OwnProfile> => {
  const res = await getProfile(cookie);
  expect(res.statusCode).toBe(200);
  return api.ownProfile.response.parse(res.json()).profile;
};

const expectError = (
  res: { statusCode: number; json: () => unknown },
  status: number,
  error: string,
  message?: string | RegExp,
): { error: string; message: string; field?: unknown } => {
  expect(res.statusCode).toBe(status);
  const json = res.json() as { field?: unknown };
  const body = ApiErrorSchema.parse(json);
  expect(body.error).toBe(error);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return { ...body, field: json.field };
};

const regionsOf = async (country: string): Promise<number[]> =>
  (await t.db.kysely.selectFrom('regions').select('id').where('country', '=', country).orderBy('position').execute()).map((r) => r.id);
const interestIds = async (): Promise<number[]> =>
  (await t.db.kysely.selectFrom('interests').select('id').orderBy('position').orderBy('id').execute()).map((r) => r.id);

describe('GET /api/profile.php', () => {
  it('needs a session', async () => {
    expectError(await getProfile(), 403, 'authentication_required', 'Log in om verder te gaan.');
    expectError(await getProfile('sid=garbage'), 403, 'authentication_required');
    const gone = await createTestUser(t.db, { status: 'deleted' });
    expectError(await getProfile(await sessionCookieFor(t.db, gone.userId)), 403, 'authentication_required');
  });

  it("answers the member's own profile with interests, photos in order and the main photo", async () => {
    const m = await member({ name: 'Sanne', gender: 'female', sexuality: 'bi', birthdate: '1991-02-03' });
    const [first, second, third] = await interestIds();
    await t.db.kysely
      .insertInto('profile_interests')
      .values([third!, first!].map((interest_id) => ({ profile_id: m.profileId, interest_id })))
      .execute();
    await t.db.kysely
      .insertInto('photos')
      .values([
        { profile_id: m.profileId, filename: 'seed/f-03.jpg', thumb_filename: 'seed/f-03_thumb.jpg', position: 2, status: 'active' },
        { profile_id: m.profileId, filename: 'seed/f-01.jpg', thumb_filename: 'seed/f-01_thumb.jpg', position: 0, status: 'pending' },
        { profile_id: m.profileId, filename: 'seed/f-02.jpg', thumb_filename: 'seed/f-02_thumb.jpg', position: 1, status: 'active' },
      ])
      .execute();

    const res = await getProfile(m.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { profile } = api.ownProfile.response.parse(res.json());
    expect(profile).toMatchObject({
      id: m.profileId,
      name: 'Sanne',
      gender: 'female',
      sexuality: 'bi',
      birthdate: '1991-02-03',
      country: 'NL',
      region_id: null,
      city: 'Utrecht',
      hair_colour: null,
      about: '',
      photo_limit: 3,
      status: 'active',
    });
    expect(profile.interests).toEqual([first, third]);
    expect(profile.interests).not.toContain(second);
    expect(profile.photos.map((p) => [p.filename, p.status, p.position, p.main])).toEqual([
      ['seed/f-01.jpg', 'pending', 0, false],
      ['seed/f-02.jpg', 'active', 1, true],
      ['seed/f-03.jpg', 'active', 2, false],
    ]);
  });

  it('gives premium members a limit of 25 photos', async () => {
    const m = await member({ paidUser: true });
    expect((await ownProfile(m.cookie)).photo_limit).toBe(25);
  });

  it('takes no query parameters; an id in the query never shows another profile', async () => {
    const a = await member();
    const b = await member();
    expectError(await getProfile(a.cookie, `/api/profile.php?id=${b.profileId}`), 400, 'validation_error', "Het veld 'id' is onbekend.");
  });
});

describe('PUT /api/profile.php', () => {
  it('needs a session and keeps the CSRF rule', async () => {
    expectError(await putProfile(undefined, { about: 'x' }), 403, 'authentication_required', 'Log in om verder te gaan.');
    const m = await member();
    expectError(await putProfile(m.cookie, { about: 'x' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), 403, 'csrf_rejected');
    expect((await ownProfile(m.cookie)).about).toBe('');
  });

  it('updates every editable field at once and answers the updated profile', async () => {
    const m = await member({ gender: 'male', sexuality: 'hetero' });
    const [beRegion] = await regionsOf('BE');
    const interests = (await interestIds()).slice(0, 4);
    const body: UpdateProfileBody = {
      name: '  Jan-Willem  ',
      sexuality: 'bi',
      country: 'BE',
      region_id: beRegion!,
      city: '  Gent ',
      hair_colour: 'brown',
      eye_colour: 'green',
      body_type: 'athletic',
      relationship_status: 'divorced',
      about: '\n  Ik hou van fietsen\nen koken.  \n',
      interests: [interests[3]!, interests[1]!, interests[3]!],
    };
    const res = await putProfile(m.cookie, body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { profile } = api.updateProfile.response.parse(res.json());
    expect(profile).toMatchObject({
      id: m.profileId,
      name: 'Jan-Willem',
      gender: 'male',
      sexuality: 'bi',
      country: 'BE',
      region_id: beRegion,
      city: 'Gent',
      hair_colour: 'brown',
      eye_colour: 'green',
      body_type: 'athletic',
      relationship_status: 'divorced',
      about: 'Ik hou van fietsen\nen koken.',
    });
    expect(profile.interests).toEqual([interests[1], interests[3]]);
    expect(await ownProfile(m.cookie)).toEqual(profile);
  });

  it('changes only the fields sent; an empty body changes nothing', async () => {
    const m = await member({ name: 'Eva' });
    const before = await ownProfile(m.cookie);
    const res = await putProfile(m.cookie, { about: 'Hallo!' });
    expect(api.updateProfile.response.parse(res.json()).profile).toEqual({ ...before, about: 'Hallo!' });
    const empty = await putProfile(m.cookie, {});
    expect(empty.statusCode).toBe(200);
    expect(api.updateProfile.response.parse(empty.json()).profile).toEqual({ ...before, about: 'Hallo!' });
  });

  it('sets attributes back to null and empties the interests', async () => {
    const m = await member();
    const [interest] = await interestIds();
    const [region] = await regionsOf('NL');
    await putProfile(m.cookie, { hair_colour: 'red', region_id: region!, interests: [interest!] });
    const res = await putProfile(m.cookie, { hair_colour: null, region_id: null, interests: [] });
    const { profile } = api.updateProfile.response.parse(res.json());
    expect([profile.hair_colour, profile.region_id, profile.interests]).toEqual([null, null, []]);
  });

  describe('name (SPEC §5)', () => {
    it.each([
      ['@anna', 'Je naam mag niet met @ beginnen.'],
      ['  @anna', 'Je naam mag niet met @ beginnen.'],
      ['A', 'Kies een naam van 2 tot 30 tekens.'],
      ['x'.repeat(31), 'Kies een naam van 2 tot 30 tekens.'],
      ['   ', 'Kies een naam van 2 tot 30 tekens.'],
      ['<b>Anna</b>', "Je naam mag alleen letters, cijfers, spaties en . _ - ' bevatten."],
      ["Bob'); DROP TABLE x;--", "Je naam mag alleen letters, cijfers, spaties en . _ - ' bevatten."],
      ['Anna\u0000', "Het veld 'name' bevat een ongeldig teken (een stuurteken)."],
    ])('refuses %j', async (name, text) => {
      const m = await member({ name: 'Origineel' });
      const error = expectError(await putProfile(m.cookie, { name }), 400, 'validation_error', text);
      expect(error.field).toBe('name');
      expect((await ownProfile(m.cookie)).name).toBe('Origineel');
    });

    it('refuses the e-mail address as name, whatever its case', async () => {
      const m = await member({ email: 'Petra.Jansen@example.nl', name: 'Petra' });
      const error = expectError(
        await putProfile(m.cookie, { name: ' PETRA.jansen@EXAMPLE.nl ' }),
        400,
        'validation_error',
        'Je naam mag niet gelijk zijn aan je e-mailadres.',
      );
      expect(error.field).toBe('name');
    });

    it('accepts letters with accents, digits and . _ - \'', async () => {
      const m = await member();
      const res = await putProfile(m.cookie, { name: "Zoë d'Hondt_2.0-x" });
      expect(api.updateProfile.response.parse(res.json()).profile.name).toBe("Zoë d'Hondt_2.0-x");
    });
  });

  describe('country and region', () => {
    it('refuses a region of another country than the current one', async () => {
      const m = await member({ country: 'NL' });
      const [beRegion] = await regionsOf('BE');
      const error = expectError(await putProfile(m.cookie, { region_id: beRegion! }), 400, 'validation_error', REGION_TEXT);
      expect(error.field).toBe('region_id');
      expect((await ownProfile(m.cookie)).region_id).toBeNull();
    });

    it('checks the region against the new country when both are sent', async () => {
      const m = await member({ country: 'NL' });
      const [nlRegion] = await regionsOf('NL');
      const [beRegion] = await regionsOf('BE');
      expectError(await putProfile(m.cookie, { country: 'BE', region_id: nlRegion! }), 400, 'validation_error', REGION_TEXT);
      expect((await ownProfile(m.cookie)).country).toBe('NL');
      const res = await putProfile(m.cookie, { country: 'BE', region_id: beRegion! });
      expect(api.updateProfile.response.parse(res.json()).profile).toMatchObject({ country: 'BE', region_id: beRegion });
    });

    it('drops the old region when only the country changes', async () => {
      const m = await member({ country: 'NL' });
      const [nlRegion] = await regionsOf('NL');
      await putProfile(m.cookie, { region_id: nlRegion! });
      const res = await putProfile(m.cookie, { country: 'DE' });
      expect(api.updateProfile.response.parse(res.json()).profile).toMatchObject({ country: 'DE', region_id: null });
      // The same country again keeps the region.
      const [deRegion] = await regionsOf('DE');
      await putProfile(m.cookie, { region_id: deRegion! });
      const same = await putProfile(m.cookie, { country: 'DE' });
      expect(api.updateProfile.response.parse(same.json()).profile.region_id).toBe(deRegion);
    });

    // An id past the database's integers (issue 26) is refused by the contract's bound, naming it.
    const TOO_LARGE_REGION = "Het veld 'region_id' is te groot (maximaal 2147483647).";
    it.each([
      [999_999, REGION_TEXT],
      [2_147_483_647, REGION_TEXT],
      [2_147_483_648, TOO_LARGE_REGION],
      [Number.MAX_SAFE_INTEGER, TOO_LARGE_REGION],
    ])('refuses the unknown region %d', async (regionId, message) => {
      const m = await member();
      expectError(await putProfile(m.cookie, { region_id: regionId }), 400, 'validation_error', message);
    });

    it('refuses a country that does not exist', async () => {
      const m = await member();
      const error = expectError(await putProfile(m.cookie, { country: 'XX' }), 400, 'validation_error', COUNTRY_TEXT);
      expect(error.field).toBe('country');
      expectError(await putProfile(m.cookie, { country: 'nl' }), 400, 'validation_error', /Ongeldig land/);
      expectError(await putProfile(m.cookie, { country: "NL' OR '1'='1" }), 400, 'validation_error');
      expect((await ownProfile(m.cookie)).country).toBe('NL');
    });
  });

  describe('interests', () => {
    it('replaces the old set', async () => {
      const m = await member();
      const ids = await interestIds();
      await putProfile(m.cookie, { interests: [ids[0]!, ids[1]!] });
      const res = await putProfile(m.cookie, { interests: [ids[2]!] });
      expect(api.updateProfile.response.parse(res.json()).profile.interests).toEqual([ids[2]]);
      const rows = await t.db.kysely.selectFrom('profile_interests').select('interest_id').where('profile_id', '=', m.profileId).execute();
      expect(rows).toEqual([{ interest_id: ids[2] }]);
    });

    // An id past the database's integers (issue 26) is refused by the contract's bound, naming it.
    const TOO_LARGE_INTEREST = "Het veld 'interests.1' is te groot (maximaal 2147483647).";
    it.each([
      [[999_999], INTEREST_TEXT, 'interests'],
      [[3_000_000_000], TOO_LARGE_INTEREST, 'interests.1'],
      [[Number.MAX_SAFE_INTEGER], TOO_LARGE_INTEREST, 'interests.1'],
    ])('refuses unknown interests %j and keeps the old set', async (unknown, message, field) => {
      const m = await member({ name: 'Blijft' });
      const ids = await interestIds();
      await putProfile(m.cookie, { interests: [ids[0]!] });
      const error = expectError(
        await putProfile(m.cookie, { name: 'Veranderd', interests: [ids[1]!, ...unknown] }),
        400,
        'validation_error',
        message,
      );
      expect(error.field).toBe(field);
      // Nothing of a refused update is written.
      const profile = await ownProfile(m.cookie);
      expect([profile.name, profile.interests]).toEqual(['Blijft', [ids[0]]]);
    });

    it('refuses more than 20 interests', async () => {
      const m = await member();
      const ids = await interestIds();
      const many = Array.from({ length: 21 }, (_, i) => ids[i % ids.length]!);
      expectError(await putProfile(m.cookie, { interests: many }), 400, 'validation_error', /maximaal 20/);
    });
  });

  describe('texts', () => {
    it('stores SQL and HTML as plain text', async () => {
      const m = await member();
      const about = "'); DELETE FROM profiles; -- <script>alert('x')</script> <img src=x onerror=alert(1)>";
      const city = "Den Haag'; DROP TABLE users;--";
      const res = await putProfile(m.cookie, { about, city });
      expect(res.statusCode).toBe(200);
      expect(api.updateProfile.response.parse(res.json()).profile).toMatchObject({ about, city });
      expect((await t.db.kysely.selectFrom('users').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n).toBeGreaterThan(0);
    });

    it('removes control characters (NUL cannot be stored) but keeps line breaks', async () => {
      const m = await member();
      const res = await putProfile(m.cookie, { about: 'a\u0000b\r\nc\u0007d\te', city: 'Ams\u0000ter\ndam\u001b' });
      expect(res.statusCode).toBe(200);
      expect(api.updateProfile.response.parse(res.json()).profile).toMatchObject({ about: 'ab\ncd\te', city: 'Amsterdam' });
    });

    it('refuses texts that are too long', async () => {
      const m = await member();
      expectError(await putProfile(m.cookie, { about: 'x'.repeat(2001) }), 400, 'validation_error', "Het veld 'about' is te lang (maximaal 2000 tekens).");
      expectError(await putProfile(m.cookie, { city: 'x'.repeat(81) }), 400, 'validation_error', "Het veld 'city' is te lang (maximaal 80 tekens).");
      expectError(await putProfile(m.cookie, { name: 'x'.repeat(201) }), 400, 'validation_error');
      // Surrounding spaces do not count.
      expect((await putProfile(m.cookie, { city: ` ${'y'.repeat(80)} ` })).statusCode).toBe(200);
    });
  });

  describe('bad and hostile input → 4xx', () => {
    it.each<[string, unknown, RegExp | string]>([
      ['a number as name', { name: 123 }, "Het veld 'name' heeft een ongeldige waarde (verwacht: tekst)."],
      ['an unknown sexuality', { sexuality: 'alien' }, /^Het veld 'sexuality' moet een van deze waarden hebben/],
      ['an unknown hair colour', { hair_colour: 'purple' }, /^Het veld 'hair_colour'/],
      ['a string as region', { region_id: '12' }, /^Het veld 'region_id' heeft een ongeldige waarde/],
      ['a fraction as region', { region_id: 1.5 }, /^Het veld 'region_id'/],
      ['a negative region', { region_id: -1 }, /^Het veld 'region_id'/],
      ['a string as interests', { interests: '1,2' }, /^Het veld 'interests'/],
      ['strings in interests', { interests: ['1'] }, /^Het veld 'interests.0'/],
      ['an object as about', { about: { $ne: '' } }, /^Het veld 'about'/],
      ['gender (not editable)', { gender: 'male' }, "Het veld 'gender' is onbekend."],
      ['birthdate (not editable)', { birthdate: '2000-01-01' }, "Het veld 'birthdate' is onbekend."],
      ["someone else's id", { id: 1 }, "Het veld 'id' is onbekend."],
      ['a user id', { user_id: 1 }, "Het veld 'user_id' is onbekend."],
      ['photos', { photos: [] }, "Het veld 'photos' is onbekend."],
      ['a prototype key', '{"__proto__": {"about": "x"}}', 'De verzonden gegevens zijn geen geldige JSON.'],
      ['a constructor.prototype key', '{"constructor": {"prototype": {"about": "x"}}}', 'De verzonden gegevens zijn geen geldige JSON.'],
      ['an array body', [{ about: 'x' }], /ongeldige waarde|ongeldig/],
      ['a string body', '"about"', /ongeldig/i],
      ['invalid JSON', '{"about": ', 'De verzonden gegevens zijn geen geldige JSON.'],
    ])('refuses %s', async (_label, body, message) => {
      const m = await member({ name: 'Onveranderd' });
      const before = await ownProfile(m.cookie);
      const res = await putProfile(m.cookie, body);
      expect(res.statusCode).toBe(400);
      expectError(res, 400, 'validation_error', message);
      expect(await ownProfile(m.cookie)).toEqual(before);
    });

    it('refuses a non-JSON body (415) and a body over the limit (413)', async () => {
      const m = await member();
      expectError(await putProfile(m.cookie, 'about=x', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'unsupported_media_type');
      expectError(await putProfile(m.cookie, 'about=x', { 'content-type': 'image/jpeg' }), 415, 'unsupported_media_type');
      expectError(await putProfile(m.cookie, { about: 'x'.repeat(11 * 1024 * 1024) }), 413, 'payload_too_large');
    });
  });

  describe('authorization', () => {
    it("always changes and answers the caller's own profile", async () => {
      const a = await member({ name: 'Anna' });
      const b = await member({ name: 'Bram' });
      const res = await putProfile(a.cookie, { name: 'Annabel', about: 'Over mij' });
      expect(api.updateProfile.response.parse(res.json()).profile).toMatchObject({ id: a.profileId, name: 'Annabel', about: 'Over mij' });
      expect(await ownProfile(b.cookie)).toMatchObject({ id: b.profileId, name: 'Bram', about: '' });
      expect((await ownProfile(a.cookie)).id).toBe(a.profileId);
      // A query string naming the other profile is ignored by the route, and changes nothing of B.
      const viaQuery = await t.app.inject({
        method: 'PUT',
        url: `/api/profile.php?id=${b.profileId}`,
        headers: { ...sameOrigin, 'content-type': 'application/json', cookie: a.cookie },
        payload: JSON.stringify({ about: 'Nog steeds Anna' }),
      });
      expect(api.updateProfile.response.parse(viaQuery.json()).profile.id).toBe(a.profileId);
      expect((await ownProfile(b.cookie)).about).toBe('');
    });
  });
});

describe('GET /api/signup-matches.php', () => {
  let nextSeedId = 1_000_000;
  const nl = { female: [] as number[], male: [] as number[] };

  /** A seeded-like profile (no account), optionally with photos. */
  async function profile(values: {
    gender: 'male' | 'female';
    sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
    country?: string;
    photos?: Array<'active' | 'pending' | 'rejected'>;
    status?: 'active' | 'disabled';
    fictional?: boolean;
    userId?: number;
    birthdate?: string;
  }): Promise<number> {
    nextSeedId += 1;
    const id = nextSeedId;
    await t.db.kysely
      .insertInto('profiles')
      .values({
        id,
        user_id: values.userId ?? null,
        name: `Profiel ${id}`,
        gender: values.gender,
        sexuality: values.sexuality ?? 'hetero',
        birthdate: values.birthdate ?? '1990-06-15',
        country: values.country ?? 'NL',
        city: 'Zwolle',
        about: '',
        fictional: values.fictional ?? false,
        status: values.status ?? 'active',
      })
      .execute();
    const photos = values.photos ?? [];
    if (photos.length > 0) {
      await t.db.kysely
        .insertInto('photos')
        .values(
          photos.map((status, position) => ({
            profile_id: id,
            filename: `seed/${id}-${position}.jpg`,
            thumb_filename: `seed/${id}-${position}_thumb.jpg`,
            position,
            status,
          })),
        )
        .execute();
    }
    return id;
  }

  const matches = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/signup-matches.php', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return api.signupMatches.response.parse(res.json()).profiles;
  };

  beforeAll(async () => {
    // Start from no profiles at all: the earlier tests' members would otherwise be candidates.
    await t.db.kysely.deleteFrom('users').execute();
    await t.db.kysely.deleteFrom('profiles').execute();
    for (let i = 0; i < 3; i++) nl.female.push(await profile({ gender: 'female', photos: ['active'] }));
    for (let i = 0; i < 3; i++) nl.male.push(await profile({ gender: 'male', photos: ['pending', 'active'] }));
  });
  afterEach(async () => {
    // Each test's members (and their profiles) go; the seeded-like profiles stay.
    await t.db.kysely.deleteFrom('users').execute();
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/signup-matches.php' });
    expectError(res, 403, 'authentication_required', 'Log in om verder te gaan.');
  });

  it('shows a hetero woman men who seek women, with their card fields, newest first', async () => {
    const m = await member({ gender: 'female', sexuality: 'hetero', country: 'NL' });
    const gay = await profile({ gender: 'male', sexuality: 'gay', photos: ['active'] });
    const bi = await profile({ gender: 'male', sexuality: 'bi', photos: ['active'], fictional: true, birthdate: '1980-01-01' });
    const cards = await matches(m.cookie);
    const ids = cards.map((c) => c.id);
    expect(ids).toEqual([bi, ...[...nl.male].reverse()]);
    expect(ids).not.toContain(gay);
    const biCard = cards[0]!;
    const expectedAge = new Date().getUTCFullYear() - 1980;
    expect(biCard).toEqual({
      id: bi,
      name: `Profiel ${bi}`,
      age: expectedAge,
      city: 'Zwolle',
      country: 'NL',
      fictional: true,
      cam: false,
      main_image: { filename: `seed/${bi}-0.jpg`, thumb_filename: `seed/${bi}-0_thumb.jpg` },
    });
    // The main photo is the first active one (position 1 here: position 0 is pending).
    const maleCard = cards.find((c) => c.id === nl.male[0])!;
    expect(maleCard.main_image).toEqual({ filename: `seed/${nl.male[0]}-1.jpg`, thumb_filename: `seed/${nl.male[0]}-1_thumb.jpg` });
    await t.db.kysely.deleteFrom('profiles').where('id', 'in', [gay, bi]).execute();
  });

  it('shows a gay man men who seek men; a lesbian woman women who seek women; never the own profile', async () => {
    const gayMan = await member({ gender: 'male', sexuality: 'gay' });
    const gayMatch = await profile({ gender: 'male', sexuality: 'gay', photos: ['active'] });
    const biMan = await profile({ gender: 'male', sexuality: 'bi' });
    expect((await matches(gayMan.cookie)).map((c) => c.id)).toEqual([gayMatch, biMan]);

    const lesbian = await member({ gender: 'female', sexuality: 'lesbian' });
    const lesbianMatch = await profile({ gender: 'female', sexuality: 'lesbian', photos: ['active'] });
    const cards = await matches(lesbian.cookie);
    expect(cards.map((c) => c.id)).toEqual([lesbianMatch]);
    expect(cards.map((c) => c.id)).not.toContain(lesbian.profileId);
    await t.db.kysely.deleteFrom('profiles').where('id', 'in', [gayMatch, biMan, lesbianMatch]).execute();
  });

  it('shows a bi member both genders', async () => {
    const m = await member({ gender: 'female', sexuality: 'bi' });
    const ids = (await matches(m.cookie)).map((c) => c.id);
    // Hetero women do not seek women; hetero men do.
    expect(ids).toEqual([...nl.male].reverse());
    const biWoman = await profile({ gender: 'female', sexuality: 'bi', photos: ['active'] });
    expect((await matches(m.cookie)).map((c) => c.id)).toEqual([biWoman, ...[...nl.male].reverse()]);
    await t.db.kysely.deleteFrom('profiles').where('id', '=', biWoman).execute();
  });

  it("prefers the member's country, then profiles with a photo; at most 12", async () => {
    const m = await member({ gender: 'male', sexuality: 'hetero', country: 'BE' });
    const beWithPhoto = await profile({ gender: 'female', country: 'BE', photos: ['active'] });
    const beWithoutPhoto = await profile({ gender: 'female', country: 'BE', photos: ['rejected'] });
    const deWithoutPhoto = await profile({ gender: 'female', country: 'DE' });
    const deWithPhoto = await profile({ gender: 'female', country: 'DE', photos: ['active'] });
    const cards = await matches(m.cookie);
    expect(cards.map((c) => c.id)).toEqual([beWithPhoto, beWithoutPhoto, deWithPhoto, ...[...nl.female].reverse(), deWithoutPhoto]);
    expect(cards.find((c) => c.id === beWithoutPhoto)!.main_image).toBeNull();

    const extra: number[] = [];
    for (let i = 0; i < 12; i++) extra.push(await profile({ gender: 'female', country: 'BE', photos: ['active'] }));
    const full = await matches(m.cookie);
    expect(full).toHaveLength(12);
    expect(full.map((c) => c.id)).toEqual([...extra].reverse());
    await t.db.kysely.deleteFrom('profiles').where('id', 'in', [...extra, beWithPhoto, beWithoutPhoto, deWithPhoto, deWithoutPhoto]).execute();
  });

  it('leaves out disabled profiles and those of deleted accounts; an account without candidates gets an empty list', async () => {
    const m = await member({ gender: 'male', sexuality: 'hetero' });
    const disabled = await profile({ gender: 'female', photos: ['active'], status: 'disabled' });
    const deleted = await createTestUser(t.db, { gender: 'female', status: 'deleted' });
    await t.db.kysely.updateTable('profiles').set({ status: 'active' }).where('id', '=', deleted.profileId).execute();
    const confirmed = await createTestUser(t.db, { gender: 'female' });
    const ids = (await matches(m.cookie)).map((c) => c.id);
    expect(ids).toEqual([...[...nl.female].reverse(), confirmed.profileId]);
    expect(ids).not.toContain(disabled);
    expect(ids).not.toContain(deleted.profileId);

    await t.db.kysely.deleteFrom('profiles').where('user_id', 'is', null).execute();
    await t.db.kysely.deleteFrom('users').where('id', '=', confirmed.userId).execute();
    expect(await matches(m.cookie)).toEqual([]);
  });

  it('keeps to ages near the new member: 10 years younger (never under 18) to 10 years older', async () => {
    expect(matchAgeRange(36)).toEqual({ minAge: 26, maxAge: 46 });
    expect(matchAgeRange(19)).toEqual({ minAge: 18, maxAge: 29 });
    expect(matchAgeRange(18)).toEqual({ minAge: 18, maxAge: 28 });

    /** A birth date that makes someone `age` today (100 days past their birthday). */
    const bornAged = (age: number) => {
      const d = new Date();
      d.setUTCFullYear(d.getUTCFullYear() - age);
      d.setUTCDate(d.getUTCDate() - 100);
      return d.toISOString().slice(0, 10);
    };
    const m = await member({ gender: 'male', sexuality: 'hetero', country: 'DK', birthdate: bornAged(36) });
    const tooYoung = await profile({ gender: 'female', country: 'DK', birthdate: bornAged(25), photos: ['active'] });
    const youngest = await profile({ gender: 'female', country: 'DK', birthdate: bornAged(26), photos: ['active'] });
    const oldest = await profile({ gender: 'female', country: 'DK', birthdate: bornAged(46), photos: ['active'] });
    const tooOld = await profile({ gender: 'female', country: 'DK', birthdate: bornAged(47), photos: ['active'] });
    const ids = (await matches(m.cookie)).map((c) => c.id);
    expect(ids.slice(0, 2)).toEqual([oldest, youngest]);
    expect(ids).not.toContain(tooYoung);
    expect(ids).not.toContain(tooOld);
    await t.db.kysely.deleteFrom('profiles').where('id', 'in', [tooYoung, youngest, oldest, tooOld]).execute();
  });

  it('takes no query parameters', async () => {
    const m = await member();
    const res = await t.app.inject({ method: 'GET', url: "/api/signup-matches.php?country=BE'--", headers: { cookie: m.cookie } });
    expectError(res, 400, 'validation_error', "Het veld 'country' is onbekend.");
  });

  it('reads the profiles along indexes and stops early, never scanning or sorting them all', async () => {
    // 20,000 profiles: 70% NL, 25% BE, 4% DE, 1% ES; 4 in 5 with a photo; then fresh planner statistics.
    await sql`insert into profiles (id, name, gender, sexuality, birthdate, country, city, about, status)
      select 2000000 + g, 'Bulk ' || g, case when g % 2 = 0 then 'male' else 'female' end,
        case when g % 10 = 0 then 'bi' else 'hetero' end, date '1985-01-01' + (g % 9000),
        case when g % 100 < 70 then 'NL' when g % 100 < 95 then 'BE' when g % 100 < 99 then 'DE' else 'ES' end,
        'Stad', '', case when g % 50 = 0 then 'disabled' else 'active' end
      from generate_series(1, 20000) g`.execute(t.db.kysely);
    await sql`insert into photos (profile_id, filename, thumb_filename, position, status)
      select id, 'seed/f-01.jpg', 'seed/f-01_thumb.jpg', 0, 'active' from profiles where id > 2000000 and id % 5 <> 0`.execute(t.db.kysely);
    for (const table of ['profiles', 'photos', 'users']) await sql`analyze ${sql.table(table)}`.execute(t.db.kysely);

    const planOf = async (country: string, tier: (typeof MATCH_TIERS)[number]): Promise<string> => {
      const seeker = { profileId: 1, gender: 'male' as const, sexuality: 'hetero' as const, country, birthdate: '1990-04-12' };
      const rows = await matchTierQuery(t.db.kysely, seeker, tier, 12).explain();
      return rows.map((row) => String(Object.values(row)[0])).join('\n');
    };
    for (const country of ['NL', 'ES']) {
      for (const tier of MATCH_TIERS) {
        const plan = await planOf(country, tier);
        expect(plan.split('\n')[0]).toMatch(/^Limit/);
        expect(plan).not.toMatch(/Seq Scan on (profiles|photos)/);
        // A country with few profiles (ES, 1%) is read through an index on its country: with the age
        // range the planner may sort those few rows instead of walking them newest first. Everything
        // else is walked in index order without a sort.
        if (country === 'ES' && tier.sameCountry) expect(plan).toMatch(/Index (Cond: .*country = 'ES'|Scan Backward using profiles_active_country)/);
        else expect(plan).not.toMatch(/Sort/);
      }
    }

    const m = await member({ gender: 'male', sexuality: 'hetero', country: 'ES' });
    const cards = await matches(m.cookie);
    expect(cards).toHaveLength(12);
    expect(cards.every((c) => c.country === 'ES' && c.main_image !== null)).toBe(true);
  }, 60_000);
});
