import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { sql } from 'kysely';
import { api, ApiErrorSchema, PHOTO_MAX_BYTES } from 'shared-kernel/contract';
import { insertPhoto } from '../src/domain/profile/photos';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const INVALID_IMAGE = 'Dit bestand is geen geldige foto. Kies een JPEG-, PNG- of WebP-afbeelding.';
const TOO_LARGE = 'De foto is te groot (maximaal 10 MB).';
const LIMIT_FREE = "Je kunt maximaal 3 foto's hebben. Word premium lid om tot 25 foto's te plaatsen.";
const LIMIT_PREMIUM = "Je kunt maximaal 25 foto's hebben.";

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Geheime Fotograaf</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>';

/** A camera-like JPEG: landscape pixels with EXIF orientation 6 (shown as portrait), GPS, a maker and XMP. */
async function cameraJpeg(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c04080' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Spionage Camera', Copyright: 'Geheime Fotograaf' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 9/1' },
    })
    .withXmp(XMP)
    .jpeg({ quality: 90 })
    .toBuffer();
}

const plainImage = (format: 'jpeg' | 'png' | 'webp', width = 400, height = 300, alpha = false): Promise<Buffer> =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 0, g: 0, b: 0, alpha: 0 } : '#3a86ff' },
  })
    .toFormat(format)
    .toBuffer();

interface Member {
  userId: number;
  profileId: number;
  cookie: string;
}

async function member(options: { paidUser?: boolean; status?: 'confirmed' | 'not_confirmed' } = {}): Promise<Member> {
  const user = await createTestUser(t.db, options);
  return { userId: user.userId, profileId: user.profileId, cookie: await sessionCookieFor(t.db, user.userId) };
}

const upload = (
  cookie: string | undefined,
  payload: Buffer | string | Readable,
  /** null: no Content-Type header at all. */
  contentType: string | null = 'image/jpeg',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/photo.php',
    headers: {
      ...sameOrigin,
      ...(contentType !== null ? { 'content-type': contentType } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    payload,
  });

const expectError = (res: { statusCode: number; json: () => unknown }, status: number, error: string, message?: string) => {
  expect(res.statusCode).toBe(status);
  const body = ApiErrorSchema.parse(res.json());
  expect(body.error).toBe(error);
  if (message !== undefined) expect(body.message).toBe(message);
};

const photoDir = (profileId: number): string => path.join(t.config.uploadsDir, 'photos', String(profileId));
const filesOf = (profileId: number): string[] => (fs.existsSync(photoDir(profileId)) ? fs.readdirSync(photoDir(profileId)).sort() : []);
const photoRows = (profileId: number) =>
  t.db.kysely.selectFrom('photos').selectAll().where('profile_id', '=', profileId).orderBy('position').execute();

async function addPhotoRows(profileId: number, statuses: Array<'active' | 'pending' | 'rejected'>): Promise<void> {
  await t.db.kysely
    .insertInto('photos')
    .values(
      statuses.map((status, position) => ({
        profile_id: profileId,
        filename: `seed/f-0${position + 1}.jpg`,
        thumb_filename: `seed/f-0${position + 1}_thumb.jpg`,
        position,
        status,
      })),
    )
    .execute();
}

describe('POST /api/photo.php: storing a photo', () => {
  it('stores a camera JPEG upright, within 1200 px, as a 320 px thumbnail, without any metadata', async () => {
    const m = await member();
    const original = await cameraJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(original.includes(Buffer.from('Spionage Camera'))).toBe(true);

    const res = await upload(m.cookie, original);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { photo } = api.uploadPhoto.response.parse(res.json());
    expect(photo).toMatchObject({ status: 'active', position: 0, main: true });
    expect(photo.filename).toMatch(new RegExp(`^photos/${m.profileId}/[0-9a-f]{32}\\.jpg$`));
    expect(photo.thumb_filename).toBe(photo.filename.replace(/\.jpg$/, '_thumb.jpg'));

    const stored = path.join(t.config.uploadsDir, photo.filename);
    const thumb = path.join(t.config.uploadsDir, photo.thumb_filename);
    expect(path.relative(t.config.uploadsDir, stored).startsWith('..')).toBe(false);
    const data = fs.readFileSync(stored);
    const meta = await sharp(data).metadata();
    expect(meta.format).toBe('jpeg');
    // 2400x1800 turned by orientation 6 is 1800x2400; fitted in 1200x1200 that is 900x1200.
    expect([meta.width, meta.height]).toEqual([900, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(data.includes(Buffer.from('Spionage Camera'))).toBe(false);
    expect(data.includes(Buffer.from('Geheime Fotograaf'))).toBe(false);
    expect(data.includes(Buffer.from('GPS'))).toBe(false);

    const thumbMeta = await sharp(fs.readFileSync(thumb)).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['jpeg', 320, 320]);
    expect(thumbMeta.exif).toBeUndefined();
    expect(thumbMeta.xmp).toBeUndefined();
    expect(thumbMeta.iptc).toBeUndefined();

    expect(await photoRows(m.profileId)).toEqual([
      expect.objectContaining({ id: photo.id, filename: photo.filename, thumb_filename: photo.thumb_filename, status: 'active', position: 0 }),
    ]);
    // Served like the seeder's photos, under /media/.
    const served = await t.app.inject({ method: 'GET', url: `/media/${photo.filename}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const own = api.ownProfile.response.parse((await t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie: m.cookie } })).json());
    expect(own.profile.photos).toEqual([photo]);
  });

  it('adds later photos at the next position, not as the main photo; small photos are not enlarged', async () => {
    const m = await member();
    const first = api.uploadPhoto.response.parse((await upload(m.cookie, await plainImage('jpeg', 400, 300))).json()).photo;
    const res = await upload(m.cookie, await plainImage('jpeg', 640, 480));
    expect(res.statusCode).toBe(201);
    const second = api.uploadPhoto.response.parse(res.json()).photo;
    expect(first).toMatchObject({ position: 0, main: true });
    expect(second).toMatchObject({ position: 1, main: false, status: 'active' });
    expect(second.filename).not.toBe(first.filename);
    const meta = await sharp(path.join(t.config.uploadsDir, first.filename)).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);
    expect(filesOf(m.profileId)).toHaveLength(4);
  });

  it('becomes the main photo when the earlier photos are not active', async () => {
    const m = await member();
    await addPhotoRows(m.profileId, ['pending']);
    const photo = api.uploadPhoto.response.parse((await upload(m.cookie, await plainImage('jpeg'))).json()).photo;
    expect(photo).toMatchObject({ position: 1, main: true });
  });

  it.each([
    ['PNG with transparency', 'png', 'image/png'],
    ['WebP', 'webp', 'image/webp'],
    ['PNG sent as image/jpeg (the content decides)', 'png', 'image/jpeg'],
    ['JPEG with a charset parameter', 'jpeg', 'image/jpeg; charset=binary'],
  ] as const)('accepts a %s and stores it as JPEG', async (_label, format, contentType) => {
    const m = await member();
    const res = await upload(m.cookie, await plainImage(format, 500, 500, format !== 'jpeg'), contentType);
    expect(res.statusCode).toBe(201);
    const { photo } = api.uploadPhoto.response.parse(res.json());
    const stored = sharp(path.join(t.config.uploadsDir, photo.filename));
    expect((await stored.metadata()).format).toBe('jpeg');
    if (format !== 'jpeg') {
      // Transparent pixels become white, not black.
      const { channels } = await stored.stats();
      expect(channels.slice(0, 3).map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
    }
  });

  it('works for a member whose account is not activated yet (the signup steps come before activation)', async () => {
    const m = await member({ status: 'not_confirmed' });
    expect((await upload(m.cookie, await plainImage('jpeg'))).statusCode).toBe(201);
  });
});

describe('POST /api/photo.php: refusals', () => {
  let m: Member;
  beforeAll(async () => {
    m = await member();
  });
  afterEach(() => {
    // Nothing refused leaves a file or a row behind.
    expect(filesOf(m.profileId)).toEqual([]);
  });
  afterEach(async () => {
    expect(await photoRows(m.profileId)).toEqual([]);
  });

  it('refuses without a session (403) before reading the body', async () => {
    expectError(await upload(undefined, await plainImage('jpeg')), 403, 'authentication_required', 'Log in om verder te gaan.');
    expectError(await upload('sid=not-a-real-session-token-but-long-enough-xx', await plainImage('jpeg')), 403, 'authentication_required');
    expectError(await upload(undefined, Buffer.alloc(PHOTO_MAX_BYTES + 1024 * 1024)), 403, 'authentication_required');
  });

  it('refuses the session of a deleted account', async () => {
    const gone = await createTestUser(t.db, { status: 'deleted' });
    expectError(await upload(await sessionCookieFor(t.db, gone.userId), await plainImage('jpeg')), 403, 'authentication_required');
  });

  it('keeps the CSRF rule for uploads', async () => {
    const res = await upload(m.cookie, await plainImage('jpeg'), 'image/jpeg', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expectError(res, 403, 'csrf_rejected');
  });

  it('refuses 11 MB with the photo text (413), with or without Content-Length', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff);
    expectError(await upload(m.cookie, big), 413, 'payload_too_large', TOO_LARGE);
    const streamed = await upload(m.cookie, Readable.from([big.subarray(0, 6 * 1024 * 1024), big.subarray(6 * 1024 * 1024)]));
    expectError(streamed, 413, 'payload_too_large', TOO_LARGE);
  });

  it('counts a compressed body by its unpacked size (a 100 KB gzip of 100 MB is too large)', async () => {
    const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    expectError(await upload(m.cookie, bomb, 'image/jpeg', { 'content-encoding': 'gzip' }), 413, 'payload_too_large', TOO_LARGE);
  });

  it.each([
    ['a text file sent as image/jpeg', () => Promise.resolve(Buffer.from('Dit is geen foto, maar een tekstbestand.\n'.repeat(50))), 'image/jpeg'],
    ['HTML sent as image/png', () => Promise.resolve(Buffer.from('<html><script>alert(1)</script></html>')), 'image/png'],
    ['a truncated JPEG', async () => (await plainImage('jpeg', 800, 600)).subarray(0, 3000), 'image/jpeg'],
    ['a truncated PNG', async () => { const png = await plainImage('png', 800, 600, true); return png.subarray(0, png.length - 40); }, 'image/png'],
    ['a JPEG signature followed by garbage', () => Promise.resolve(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)])), 'image/jpeg'],
    ['a GIF sent as image/png', async () => sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } }).gif().toBuffer(), 'image/png'],
    ['an SVG sent as image/webp', () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')), 'image/webp'],
    ['a TIFF sent as image/jpeg', async () => sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } }).tiff().toBuffer(), 'image/jpeg'],
    ['an empty body', () => Promise.resolve(Buffer.alloc(0)), 'image/jpeg'],
    // 8000 x 6000 = 48 megapixels in a 150 KB file: decoded it would take 144 MB.
    ['a 48-megapixel PNG', async () => sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer(), 'image/png'],
  ])('refuses %s (400 invalid_image)', async (_label, make, contentType) => {
    expectError(await upload(m.cookie, await make(), contentType), 400, 'invalid_image', INVALID_IMAGE);
  });

  it.each([
    ['image/gif', 'image/gif'],
    ['JSON', 'application/json'],
    ['text/plain', 'text/plain'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no Content-Type', null],
  ])('refuses a body sent as %s (415 invalid_image)', async (_label, contentType) => {
    const payload = contentType === 'application/json' ? '{"photo":"x"}' : await plainImage('jpeg');
    expectError(await upload(m.cookie, payload, contentType), 415, 'invalid_image', INVALID_IMAGE);
  });

  it('has no GET; PUT and DELETE (main photo, removal: photo-manage.test.ts) want a JSON photo id', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/photo.php', headers: { cookie: m.cookie } }), 404, 'not_found');
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/photo.php', headers: { ...sameOrigin, cookie: m.cookie } });
      expectError(res, 400, 'validation_error');
    }
  });
});

describe('POST /api/photo.php: the photo limit (SPEC §5: free 3, premium 25)', () => {
  it('refuses a fourth photo of a free member; every status counts', async () => {
    const m = await member();
    await addPhotoRows(m.profileId, ['active', 'pending', 'rejected']);
    expectError(await upload(m.cookie, await plainImage('jpeg')), 409, 'photo_limit', LIMIT_FREE);
    expect(filesOf(m.profileId)).toEqual([]);
    expect(await photoRows(m.profileId)).toHaveLength(3);
  });

  it('lets a free member upload up to the third photo', async () => {
    const m = await member();
    for (let i = 0; i < 3; i++) expect((await upload(m.cookie, await plainImage('jpeg'))).statusCode).toBe(201);
    expectError(await upload(m.cookie, await plainImage('jpeg')), 409, 'photo_limit', LIMIT_FREE);
    expect(filesOf(m.profileId)).toHaveLength(6);
  });

  it('lets a premium member upload a fourth photo, and refuses the 26th', async () => {
    const m = await member({ paidUser: true });
    await addPhotoRows(m.profileId, ['active', 'active', 'active']);
    const res = await upload(m.cookie, await plainImage('webp'), 'image/webp');
    expect(res.statusCode).toBe(201);
    expect(api.uploadPhoto.response.parse(res.json()).photo).toMatchObject({ position: 3, main: false });

    const full = await member({ paidUser: true });
    await addPhotoRows(full.profileId, Array.from({ length: 25 }, () => 'active' as const));
    expectError(await upload(full.cookie, await plainImage('jpeg')), 409, 'photo_limit', LIMIT_PREMIUM);
  });

  it('lets only one of three simultaneous uploads take the last free place', async () => {
    const m = await member();
    await addPhotoRows(m.profileId, ['active', 'active']);
    const image = await plainImage('jpeg', 1600, 1200);
    const results = await Promise.all([upload(m.cookie, image), upload(m.cookie, image), upload(m.cookie, image)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) expectError(refused, 409, 'photo_limit', LIMIT_FREE);
    expect(await photoRows(m.profileId)).toHaveLength(3);
    // The losers' files are gone again.
    expect(filesOf(m.profileId)).toHaveLength(2);
  });

  it('lets the database decide between simultaneous inserts (the profile row is locked)', async () => {
    // Straight at the insert, so the transactions overlap (on PostgreSQL they run on separate connections).
    const m = await member();
    await addPhotoRows(m.profileId, ['active', 'active']);
    const files = (i: number) => ({ filename: `photos/x/${i}.jpg`, thumb_filename: `photos/x/${i}_thumb.jpg`, paths: ['', ''] as [string, string] });
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => insertPhoto(t.db.kysely, m.profileId, files(i))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe(LIMIT_FREE);
    expect(await photoRows(m.profileId)).toHaveLength(3);
  });
});

describe('POST /api/photo.php: isolation and failures', () => {
  it('stores the photo with the session owner only', async () => {
    const a = await member();
    const b = await member();
    const { photo } = api.uploadPhoto.response.parse((await upload(a.cookie, await plainImage('jpeg'))).json());
    expect(photo.filename.startsWith(`photos/${a.profileId}/`)).toBe(true);
    expect(await photoRows(a.profileId)).toHaveLength(1);
    expect(await photoRows(b.profileId)).toEqual([]);
    expect(filesOf(b.profileId)).toEqual([]);
    // A query string naming someone else changes nothing.
    const other = await upload(a.cookie, await plainImage('jpeg'), 'image/jpeg');
    expect(other.statusCode).toBe(201);
    const viaQuery = await t.app.inject({
      method: 'POST',
      url: `/api/photo.php?profile_id=${b.profileId}`,
      headers: { ...sameOrigin, cookie: a.cookie, 'content-type': 'image/jpeg' },
      payload: await plainImage('jpeg'),
    });
    expect(api.uploadPhoto.response.parse(viaQuery.json()).photo.filename.startsWith(`photos/${a.profileId}/`)).toBe(true);
    expect(await photoRows(b.profileId)).toEqual([]);
  });

  it('removes the written files when the database refuses the photo', async () => {
    const m = await member();
    await sql`create function refuse_photo() returns trigger language plpgsql as $$
      begin raise exception 'photos are read-only for this test'; end $$`.execute(t.db.kysely);
    await sql`create trigger refuse_photo before insert on photos for each row
      when (new.profile_id = ${sql.lit(m.profileId)}) execute function refuse_photo()`.execute(t.db.kysely);
    try {
      const res = await upload(m.cookie, await plainImage('jpeg'));
      expectError(res, 500, 'internal_error');
      expect(filesOf(m.profileId)).toEqual([]);
      expect(await photoRows(m.profileId)).toEqual([]);
    } finally {
      await sql`drop trigger refuse_photo on photos`.execute(t.db.kysely);
      await sql`drop function refuse_photo()`.execute(t.db.kysely);
    }
  });
});
