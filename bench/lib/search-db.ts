// bench:search's database side, bundled by esbuild at bench time (API sources, packages from
// node_modules): the fast seeding of a million profiles and the EXPLAIN of a measured search.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { SearchQuerySchema, SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE } from 'shared-kernel/contract';
import { soughtGenders } from 'shared-kernel/contract/profile-rules';
import { generateProfile, type GenerateContext } from '../../api/src/seed/generate';
import { photoPool } from '../../api/src/seed/photos';
import { birthdateRange, countQuery, nearbyByPlaces, nearbyPageQuery, nearbyWalkQuery, orderedPageQuery, searchOrderFor, type SearchCriteria, type WalkedPlace } from '../../api/src/domain/members/search';
import type { Db } from '../../api/src/db/schema';

/** COPY's text format: backslash, tab and line ends escaped; null is \N. */
const field = (v: unknown): string => {
  if (v === null || v === undefined) return '\\N';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
};

/** `COPY … FROM STDIN` through psql, fed from a generator with backpressure. */
async function copyIn(psql: string, url: string, statement: string, lines: Iterable<string>): Promise<void> {
  const child = spawn(psql, [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement], { stdio: ['pipe', 'ignore', 'inherit'] });
  const exited = once(child, 'exit');
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= 1 << 16) {
      if (!child.stdin.write(chunk)) await once(child.stdin, 'drain');
      chunk = '';
    }
  }
  child.stdin.end(chunk);
  await finished(child.stdin);
  const [code] = (await exited) as [number | null];
  if (code !== 0) throw new Error(`psql ${statement} exited with ${code}`);
}

const PROFILE_COLUMNS = [
  'id', 'name', 'gender', 'sexuality', 'birthdate', 'country', 'region_id', 'city', 'hair_colour', 'eye_colour', 'body_type',
  'relationship_status', 'about', 'fictional', 'cam', 'status', 'created_at', 'last_active_at', 'has_photo',
] as const;

/**
 * Adds `count` profiles exactly as the app's seeder makes them (generateProfile: the same people,
 * places, ages, photos, activity, fictional share), but by COPY instead of multi-row INSERTs, which
 * is what makes a million take minutes. Profile interests are left out: search never reads them.
 * `has_photo` is written directly (every seeded profile has a photo), so the photos trigger has
 * nothing to update. Ends with VACUUM ANALYZE, as a production database would be after autovacuum.
 */
export async function bulkSeed(url: string, psql: string, count: number, tmpFile: string, log: (s: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const regions = await client.query<{ id: number; code: string }>("select id, code from regions where country in ('NL', 'BE')");
    const interests = await client.query<{ id: number; name: string }>('select id, name from interests order by position, id');
    const offset = Number((await client.query<{ max: number }>('select coalesce(max(id), 0)::int as max from profiles')).rows[0]?.max ?? 0);
    const ctx: GenerateContext = {
      seed: 'hartklop',
      regionIds: new Map(regions.rows.map((r) => [r.code, r.id])),
      interests: interests.rows,
      pool: photoPool(),
      now: new Date(),
    };
    // Photos are written to a file while the profiles stream: they may only follow once their profiles exist.
    const photoOut = fs.createWriteStream(tmpFile);
    let photoBuffer = '';
    let photoCount = 0;
    let t0 = performance.now();
    function* profileLines(): Generator<string> {
      for (let i = 0; i < count; i++) {
        const id = offset + i + 1;
        const { profile, photos } = generateProfile(ctx, offset + i);
        const row: Record<string, unknown> = { ...profile, id, has_photo: photos.length > 0 };
        yield `${PROFILE_COLUMNS.map((c) => field(row[c])).join('\t')}\n`;
        photos.forEach((photo, position) => {
          photoBuffer += `${id}\t${field(photo.filename)}\t${field(photo.thumb_filename)}\t${position}\tactive\t${field(profile.created_at)}\n`;
        });
        photoCount += photos.length;
        if (photoBuffer.length >= 1 << 20) {
          photoOut.write(photoBuffer);
          photoBuffer = '';
        }
        if ((i + 1) % 200_000 === 0) log(`  ${(i + 1).toLocaleString('en')} profiles generated (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
      }
    }
    await copyIn(psql, url, `copy profiles (${PROFILE_COLUMNS.join(', ')}) from stdin`, profileLines());
    photoOut.end(photoBuffer);
    await finished(photoOut);
    log(`  profiles copied in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${photoCount.toLocaleString('en')} photos next`);
    t0 = performance.now();
    const child = spawn(psql, [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', 'copy photos (profile_id, filename, thumb_filename, position, status, created_at) from stdin'], {
      stdio: [fs.openSync(tmpFile, 'r'), 'ignore', 'inherit'],
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    fs.rmSync(tmpFile, { force: true });
    if (code !== 0) throw new Error(`psql copy photos exited with ${code}`);
    log(`  photos copied in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    t0 = performance.now();
    await client.query("select setval(pg_get_serial_sequence('profiles', 'id'), (select coalesce(max(id), 0) + 1 from profiles), false)");
    await client.query('vacuum analyze profiles');
    await client.query('vacuum analyze photos');
    log(`  vacuum analyze in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** Sizes of the profiles table and of each of its indexes, largest first. */
export async function relationSizes(url: string): Promise<Array<{ name: string; size: string; bytes: number }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query<{ name: string; size: string; bytes: string }>(
      `select c.relname as name, pg_size_pretty(pg_relation_size(c.oid)) as size, pg_relation_size(c.oid) as bytes
       from pg_class c where c.oid = 'profiles'::regclass
          or c.oid in (select indexrelid from pg_index where indrelid = 'profiles'::regclass)
       order by pg_relation_size(c.oid) desc`,
    );
    return res.rows.map((r) => ({ ...r, bytes: Number(r.bytes) }));
  } finally {
    await client.end();
  }
}

const compiler = new Kysely<never>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
}) as unknown as Db;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the count and the page query of one search as the API builds them
 * for the viewer with that e-mail (null: a visitor): criteria as in domain/members/search.ts's
 * `search`, and for nearby the walk over the places and the page it finds.
 */
export async function explainSearch(url: string, query: string, email: string | null): Promise<Array<{ label: string; plan: string }>> {
  const input = SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  // As the API's connections run (api/src/db/database.ts).
  const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
  await client.connect();
  try {
    const viewer = email
      ? (
          await client.query<{ id: number; gender: 'male' | 'female'; sexuality: string; lat: number | null; lon: number | null; show_presence: boolean }>(
            'select p.id, p.gender, p.sexuality, p.lat, p.lon, p.show_presence from profiles p join users u on u.id = p.user_id where u.email = $1',
            [email],
          )
        ).rows[0]
      : undefined;
    let gender = input.gender ?? null;
    if (gender === null && viewer) {
      const sought = soughtGenders(viewer.gender, viewer.sexuality as never);
      gender = sought.length === 1 ? (sought[0] ?? null) : null;
    }
    const regionId =
      input.countryregion === undefined
        ? null
        : ((await client.query<{ id: number }>('select id from regions where code = $1', [input.countryregion])).rows[0]?.id ?? -1);
    const criteria: SearchCriteria = {
      viewerProfileId: viewer?.id ?? null,
      gender,
      country: input.country ?? null,
      regionId,
      ...birthdateRange(new Date(), input.min_age, input.max_age),
    };
    const vantage = viewer
      ? { profileId: viewer.id, location: viewer.lat !== null && viewer.lon !== null ? { lat: viewer.lat, lon: viewer.lon } : null, showPresence: viewer.show_presence }
      : null;
    const order = searchOrderFor(input.sort, vantage);
    type Compilable = { compile(): { sql: string; parameters: readonly unknown[] } };
    const queries: Array<[string, Compilable]> = [
      [`count (the public count, as an uncached count runs it: up to ${SEARCH_MAX_RESULTS + 1})`, countQuery(compiler, { ...criteria, viewerProfileId: null }, SEARCH_MAX_RESULTS)],
    ];
    const offset = (input.page - 1) * SEARCH_PAGE_SIZE;
    const nearby = order.sort === 'nearby' && nearbyByPlaces(criteria, SEARCH_MAX_RESULTS) ? order : null;
    if (nearby) {
      const walk = nearbyWalkQuery(compiler, criteria, nearby.from, offset + SEARCH_PAGE_SIZE);
      const compiledWalk = walk.compile(compiler);
      const walked = (await client.query<WalkedPlace>(compiledWalk.sql, [...compiledWalk.parameters])).rows;
      queries.push([`the walk over the places up to result ${offset + SEARCH_PAGE_SIZE} (${walked.length} places)`, { compile: () => compiledWalk }]);
      const page = nearbyPageQuery(compiler, criteria, nearby, walked, offset, SEARCH_PAGE_SIZE);
      if (page) queries.push([`page ${input.page} (nearby, from the places it lies in)`, page]);
    } else {
      queries.push([`page ${input.page} (${order.sort})`, orderedPageQuery(compiler, criteria, order, input.page, SEARCH_PAGE_SIZE)]);
    }
    const plans = [];
    for (const [label, q] of queries) {
      const c = q.compile();
      const res = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${c.sql}`, [...c.parameters]);
      plans.push({ label, plan: res.rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
    return plans;
  } finally {
    await client.end();
  }
}
