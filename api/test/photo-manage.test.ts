import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { api, type OwnPhoto } from 'shared-kernel/contract';
import { sameOrigin } from './helpers';
import { expectError, useMembersApp, type TestMember } from './members-helpers';

const t = useMembersApp();

const GONE = 'Deze foto bestaat niet (meer).';

const image = (colour: string): Promise<Buffer> =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).jpeg().toBuffer();

async function uploadPhotos(m: TestMember, count: number): Promise<OwnPhoto[]> {
  const photos: OwnPhoto[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photo.php',
      headers: { ...sameOrigin, cookie: m.cookie, 'content-type': 'image/jpeg' },
      payload: await image(['#ff0000', '#00ff00', '#0000ff'][i % 3] ?? '#000000'),
    });
    expect(res.statusCode).toBe(201);
    photos.push(api.uploadPhoto.response.parse(res.json()).photo);
  }
  return photos;
}

const send = (method: 'PUT' | 'DELETE', cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: '/api/photo.php',
    headers: { ...sameOrigin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const photoRows = (profileId: number) =>
  t.db.kysely.selectFrom('photos').select(['id', 'position', 'filename', 'thumb_filename']).where('profile_id', '=', profileId).orderBy('position').execute();

const fileOf = (name: string): string => path.join(t.config.uploadsDir, name);
const filesExist = (photo: { filename: string; thumb_filename: string }): boolean[] => [
  fs.existsSync(fileOf(photo.filename)),
  fs.existsSync(fileOf(photo.thumb_filename)),
];

const mainImageOf = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return api.currentUser.response.parse(res.json()).user.profile.main_image;
};

describe('PUT /api/photo.php: choosing the main photo', () => {
  it('moves the photo to the front, keeps the others in order and changes main_image of /api/user.php', async () => {
    const m = await t.member({ paidUser: true });
    const [a, b, c, d] = await uploadPhotos(m, 4);
    if (!a || !b || !c || !d) throw new Error('uploads missing');
    expect(await mainImageOf(m.cookie)).toMatchObject({ filename: a.filename });

    const res = await send('PUT', m.cookie, { id: c.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { photos } = api.setMainPhoto.response.parse(res.json());
    expect(photos.map((p) => [p.id, p.position, p.main])).toEqual([
      [c.id, 0, true],
      [a.id, 1, false],
      [b.id, 2, false],
      [d.id, 3, false],
    ]);
    expect((await photoRows(m.profileId)).map((r) => [r.id, r.position])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
      [d.id, 3],
    ]);
    expect(await mainImageOf(m.cookie)).toEqual({ filename: c.filename, thumb_filename: c.thumb_filename, status: 'active' });

    // The own profile shows the same order; choosing the main photo again changes nothing.
    const again = api.setMainPhoto.response.parse((await send('PUT', m.cookie, { id: c.id })).json());
    expect(again.photos).toEqual(photos);
    const own = api.ownProfile.response.parse((await t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie: m.cookie } })).json());
    expect(own.profile.photos).toEqual(photos);
  });

  it('answers the same 404 for an unknown id and for another member\'s photo, and leaves that photo alone', async () => {
    const a = await t.member();
    const b = await t.member();
    const [own] = await uploadPhotos(a, 1);
    const [theirs1, theirs2] = await uploadPhotos(b, 2);
    if (!own || !theirs1 || !theirs2) throw new Error('uploads missing');
    const before = await photoRows(b.profileId);

    expectError(await send('PUT', a.cookie, { id: theirs2.id }), 404, 'not_found', GONE);
    expectError(await send('PUT', a.cookie, { id: 2_000_000_000 }), 404, 'not_found', GONE);
    expect(await photoRows(b.profileId)).toEqual(before);
    expect(await photoRows(a.profileId)).toEqual([expect.objectContaining({ id: own.id, position: 0 })]);
  });

  it('moves a photo awaiting approval to the front; the first active photo stays main until it is approved', async () => {
    const m = await t.member();
    const [active] = await uploadPhotos(m, 1);
    if (!active) throw new Error('upload missing');
    const pending = await t.db.kysely
      .insertInto('photos')
      .values({ profile_id: m.profileId, filename: 'photos/x/wacht.jpg', thumb_filename: 'photos/x/wacht_thumb.jpg', position: 1, status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { photos } = api.setMainPhoto.response.parse((await send('PUT', m.cookie, { id: pending.id })).json());
    expect(photos.map((p) => [p.id, p.position, p.main])).toEqual([
      [pending.id, 0, false],
      [active.id, 1, true],
    ]);
    expect(await mainImageOf(m.cookie)).toMatchObject({ filename: active.filename });
    await t.db.kysely.updateTable('photos').set({ status: 'active' }).where('id', '=', pending.id).execute();
    expect(await mainImageOf(m.cookie)).toMatchObject({ filename: 'photos/x/wacht.jpg' });
  });

  it('needs a session', async () => {
    expectError(await send('PUT', undefined, { id: 1 }), 403, 'authentication_required');
  });
});

describe('DELETE /api/photo.php: removing a photo', () => {
  it('removes the row and both files, and closes up the positions', async () => {
    const m = await t.member({ paidUser: true });
    const [a, b, c] = await uploadPhotos(m, 3);
    if (!a || !b || !c) throw new Error('uploads missing');
    expect(filesExist(b)).toEqual([true, true]);

    const res = await send('DELETE', m.cookie, { id: b.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { photos } = api.deletePhoto.response.parse(res.json());
    expect(photos.map((p) => [p.id, p.position, p.main])).toEqual([
      [a.id, 0, true],
      [c.id, 1, false],
    ]);
    expect(filesExist(b)).toEqual([false, false]);
    expect(filesExist(a)).toEqual([true, true]);
    expect(filesExist(c)).toEqual([true, true]);
    expect((await photoRows(m.profileId)).map((r) => [r.id, r.position])).toEqual([
      [a.id, 0],
      [c.id, 1],
    ]);

    // Deleting the main photo makes the next one main; a deleted id is gone for good.
    const next = api.deletePhoto.response.parse((await send('DELETE', m.cookie, { id: a.id })).json());
    expect(next.photos).toEqual([expect.objectContaining({ id: c.id, position: 0, main: true })]);
    expect(await mainImageOf(m.cookie)).toMatchObject({ filename: c.filename });
    expectError(await send('DELETE', m.cookie, { id: a.id }), 404, 'not_found', GONE);
    expectError(await send('PUT', m.cookie, { id: a.id }), 404, 'not_found', GONE);

    const last = api.deletePhoto.response.parse((await send('DELETE', m.cookie, { id: c.id })).json());
    expect(last.photos).toEqual([]);
    expect(await mainImageOf(m.cookie)).toBeNull();
    expect(filesExist(c)).toEqual([false, false]);
  });

  it('frees a place under the photo limit', async () => {
    const m = await t.member();
    const [first] = await uploadPhotos(m, 3);
    if (!first) throw new Error('uploads missing');
    const full = await t.app.inject({
      method: 'POST',
      url: '/api/photo.php',
      headers: { ...sameOrigin, cookie: m.cookie, 'content-type': 'image/jpeg' },
      payload: await image('#123456'),
    });
    expect(full.statusCode).toBe(409);
    expect((await send('DELETE', m.cookie, { id: first.id })).statusCode).toBe(200);
    const [added] = await uploadPhotos(m, 1);
    expect(added).toMatchObject({ position: 2, main: false });
  });

  it("never touches another member's photo: the same 404 as an unknown id, their row and files stay", async () => {
    const a = await t.member();
    const b = await t.member();
    await uploadPhotos(a, 1);
    const [theirs] = await uploadPhotos(b, 1);
    if (!theirs) throw new Error('upload missing');

    expectError(await send('DELETE', a.cookie, { id: theirs.id }), 404, 'not_found', GONE);
    expectError(await send('DELETE', a.cookie, { id: 2_147_483_647 }), 404, 'not_found', GONE);
    expect(await photoRows(b.profileId)).toEqual([expect.objectContaining({ id: theirs.id, position: 0 })]);
    expect(filesExist(theirs)).toEqual([true, true]);
    expect(await mainImageOf(b.cookie)).toMatchObject({ filename: theirs.filename });
  });

  it('never removes a file outside the uploads directory, nor a file another photo still uses', async () => {
    const m = await t.member();
    const outsideDir = path.dirname(t.config.uploadsDir);
    const outside = path.join(outsideDir, 'buiten.jpg');
    fs.writeFileSync(outside, 'niet van jou');
    const shared = path.join(t.config.uploadsDir, 'seed', 'gedeeld.jpg');
    fs.mkdirSync(path.dirname(shared), { recursive: true });
    fs.writeFileSync(shared, 'van iedereen');
    const other = await t.member();
    await t.db.kysely
      .insertInto('photos')
      .values({ profile_id: other.profileId, filename: 'seed/gedeeld.jpg', thumb_filename: 'seed/gedeeld.jpg', position: 0, status: 'active' })
      .execute();
    const rows = await t.db.kysely
      .insertInto('photos')
      .values([
        { profile_id: m.profileId, filename: '../buiten.jpg', thumb_filename: outside, position: 0, status: 'active' },
        { profile_id: m.profileId, filename: 'seed/gedeeld.jpg', thumb_filename: 'seed/gedeeld.jpg', position: 1, status: 'active' },
      ])
      .returning('id')
      .execute();

    for (const row of rows) expect((await send('DELETE', m.cookie, { id: row.id })).statusCode).toBe(200);
    expect(await photoRows(m.profileId)).toEqual([]);
    expect(fs.readFileSync(outside, 'utf8')).toBe('niet van jou');
    expect(fs.readFileSync(shared, 'utf8')).toBe('van iedereen');
  });

  it('needs a session', async () => {
    expectError(await send('DELETE', undefined, { id: 1 }), 403, 'authentication_required');
  });
});

describe('PUT and DELETE /api/photo.php: bad input is a 4xx, never a 5xx', () => {
  let m: TestMember;
  let photoId: number;
  beforeAll(async () => {
    m = await t.member();
    const [photo] = await uploadPhotos(m, 1);
    if (!photo) throw new Error('upload missing');
    photoId = photo.id;
  });

  it.each([
    ['no id', {}],
    ['a string id', { id: '1' }],
    ['a fractional id', { id: 1.5 }],
    ['a negative id', { id: -1 }],
    ['zero', { id: 0 }],
    ['a huge id', { id: 2_147_483_648 }],
    ['an enormous id', { id: 1e300 }],
    ['an id as SQL', { id: '1; drop table photos' }],
    ['an id as HTML', { id: '<img src=x onerror=alert(1)>' }],
    ['an array', [1]],
    ['null', null],
    ['an unknown field', { id: 1, profile_id: 1 }],
  ])('refuses %s with 400', async (_label, body) => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expectError(await send(method, m.cookie, body), 400, 'validation_error');
    }
    expect(await photoRows(m.profileId)).toEqual([expect.objectContaining({ id: photoId })]);
  });

  it('refuses broken JSON and an empty body with 400', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await send(method, m.cookie, '{"id":')).statusCode).toBe(400);
      expect((await send(method, m.cookie, '')).statusCode).toBe(400);
    }
  });

  it('refuses an image body (only a POST uploads) and form data with 415', async () => {
    const jpeg = await image('#ff00ff');
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/photo.php',
        headers: { ...sameOrigin, cookie: m.cookie, 'content-type': 'image/jpeg' },
        payload: jpeg,
      });
      expectError(res, 415, 'unsupported_media_type');
      expectError(await send(method, m.cookie, `id=${photoId}`, { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'unsupported_media_type');
    }
    expect(await photoRows(m.profileId)).toEqual([expect.objectContaining({ id: photoId })]);
  });

  it('refuses a cross-site request with 403', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expectError(await send(method, m.cookie, { id: photoId }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), 403, 'csrf_rejected');
    }
    expect(await photoRows(m.profileId)).toEqual([expect.objectContaining({ id: photoId })]);
  });
});
