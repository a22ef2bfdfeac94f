import fs from 'node:fs';
import path from 'node:path';
import { api } from 'shared-kernel/contract';
import { ConfigError, loadConfig } from '../src/config';
import { DatabaseLockedError, openDatabase } from '../src/db/database';
import { createTestApp, makeTempDir, removeTempDirs, type TestApp } from './helpers';

describe('loadConfig', () => {
  it('has the documented defaults, anchored at the repository root', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join('/repo', '.data'),
      uploadsDir: path.join('/repo', '.data', 'uploads'),
      databaseUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      staticRoot: path.join('/repo', 'shell', 'dist'),
      deployDir: path.join('/repo', 'deploy'),
      seedProfiles: 1000,
      searchCountCacheMs: 60_000,
      trustProxy: false,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/hartklop',
        DATABASE_URL: 'postgres://u@db/x',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://www.hartklop.nl',
        LOG_LEVEL: 'warn',
        STATIC_ROOT: '/srv/shell',
        DEPLOY_DIR: '/srv/deploy',
        SEED_PROFILES: '0',
      },
      '/repo',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/hartklop',
      uploadsDir: '/var/lib/hartklop/uploads',
      databaseUrl: 'postgres://u@db/x',
      nodeEnv: 'production',
      logLevel: 'warn',
      staticRoot: '/srv/shell',
      deployDir: '/srv/deploy',
      seedProfiles: 0,
      searchCountCacheMs: 60_000,
    });
  });

  it('stores files on disk unless S3_BUCKET is set; then in the bucket, path-style with an endpoint', () => {
    expect(loadConfig({}, '/repo').storage).toEqual({ driver: 'disk' });
    expect(loadConfig({ S3_BUCKET: 'hartklop-photos' }, '/repo').storage).toEqual({
      driver: 's3',
      bucket: 'hartklop-photos',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      redirect: false,
    });
    expect(loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_REGION: 'eu-central-1', MEDIA_REDIRECT: 'presigned' }, '/repo').storage).toEqual({
      driver: 's3',
      bucket: 'photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      redirect: true,
    });
    expect(loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: '0' }, '/repo').storage).toMatchObject({ forcePathStyle: false });
  });

  it('refuses storage settings that cannot work, naming the variable', () => {
    const refused = (env: NodeJS.ProcessEnv): string => {
      try {
        loadConfig(env, '/repo');
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error(`accepted ${JSON.stringify(env)}`);
    };
    expect(refused({ S3_BUCKET: 'photos', S3_ENDPOINT: 'not a url' })).toMatch(/^S3_ENDPOINT must be an http\(s\) URL/);
    expect(refused({ S3_BUCKET: 'photos', S3_ENDPOINT: 'ftp://files.example.com' })).toMatch(/^S3_ENDPOINT must be an http\(s\) URL/);
    expect(refused({ S3_BUCKET: 'photos', S3_ENDPOINT: 'https://key:secret@s3.example.com' })).toMatch(/without query, fragment or credentials/);
    expect(refused({ S3_BUCKET: 'Photos_Bucket' })).toMatch(/^S3_BUCKET must be a bucket name/);
    expect(refused({ S3_BUCKET: 'photos', S3_REGION: 'eu central' })).toMatch(/^S3_REGION must be a region name/);
    expect(refused({ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' })).toBe('S3_FORCE_PATH_STYLE must be 1 or 0, got "yes"');
    expect(refused({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatch(/^S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(refused({ MEDIA_REDIRECT: 'presigned' })).toMatch(/^MEDIA_REDIRECT=presigned needs S3_BUCKET/);
    expect(refused({ S3_BUCKET: 'photos', MEDIA_REDIRECT: 'always' })).toMatch(/^MEDIA_REDIRECT must be "presigned" or unset/);
  });

  it('refuses nonsense numbers', () => {
    expect(() => loadConfig({ PORT: 'abc' }, '/repo')).toThrow(ConfigError);
    expect(() => loadConfig({ SEED_PROFILES: '-1' }, '/repo')).toThrow(ConfigError);
  });
});

describe('over a real socket (127.0.0.1)', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers settings with the locale cookie, compressed when asked', async () => {
    const res = await fetch(`${base}/api/settings.php?domain=hartklop.nl`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^locale=nl; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(api.settings.response.parse(await res.json()).settings.domain).toBe('hartklop.nl');
  });

  it('takes a beacon like navigator.sendBeacon sends it, and refuses a big one with 413', async () => {
    const url = `${base}/api/page-hidden.php`;
    const origin = new URL(base).origin;
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, referer: `${origin}/chats`, 'sec-fetch-site': 'same-origin' },
      body: new Blob(['{}'], { type: 'application/json' }),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    const big = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ pad: 'x'.repeat(4096) }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error).toBe('payload_too_large');
  });

  it('gzips big JSON answers', async () => {
    const res = await fetch(`${base}/api/regions.php`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    // fetch decodes transparently; the header tells what went over the wire.
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(api.regions.response.parse(await res.json()).countries.length).toBe(19);
  });
});

describe('PGlite data directory lock', () => {
  afterAll(() => removeTempDirs());

  it('refuses a data directory that another live process holds', async () => {
    const dataDir = path.join(makeTempDir(), 'pgdata');
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.ppid));
  });
});
