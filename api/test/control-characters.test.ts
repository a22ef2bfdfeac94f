import { randomUUID } from 'node:crypto';
import { api, ERROR_CODES, type Endpoint } from 'shared-kernel/contract';
import type { z } from 'zod';
import { createTestApp, createTestUser, sameOrigin, sessionCookieFor, type TestApp } from './helpers';

/**
 * NUL (and any other control character but tab and line breaks) in any string field of any
 * endpoint is a 400 naming the field, never a 500 from PostgreSQL ("invalid byte sequence for
 * encoding UTF8: 0x00"). The fields come from the contract's zod schemas.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createTestUser(t.db, { credits: 100 });
  cookie = await sessionCookieFor(t.db, user.userId);
});

afterAll(async () => {
  await t.close();
});

/** What the walk needs of a zod 4 schema's definition. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success']);

/** The schema that reads the raw input: through wrappers, and the input side of a pipe (not a transform). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out) current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

const isOptional = (schema: z.ZodType): boolean => {
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
};

/** A value the schema is likely to accept (required fields only); strings are plain letters. */
function sample(schema: z.ZodType, asText: boolean): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) if (!isOptional(field)) out[key] = sample(field, asText);
      return out;
    }
    case 'literal':
      return asText ? String(def.values![0]) : def.values![0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'number':
    case 'int':
    case 'bigint':
      return asText ? '1' : 1;
    case 'boolean':
      return asText ? 'true' : true;
    case 'array':
      return [];
    case 'union':
      return sample(def.options![0]!, asText);
    default:
      return asText ? 'tekst' : 'tekst';
  }
}

/**
 * The paths of the string fields of a body schema (objects, arrays as their first item, every
 * option of a union); of a query schema every field, since a query string carries only text.
 */
function stringPaths(schema: z.ZodType, allFieldsAreText: boolean, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 8) return [];
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => stringPaths(field, allFieldsAreText, [...prefix, key], depth + 1));
    case 'array':
      return stringPaths(def.element!, allFieldsAreText, [...prefix, '0'], depth + 1);
    case 'union':
      return def.options!.flatMap((option) => stringPaths(option, allFieldsAreText, prefix, depth + 1));
    case 'intersection':
      return [...stringPaths(def.left!, allFieldsAreText, prefix, depth + 1), ...stringPaths(def.right!, allFieldsAreText, prefix, depth + 1)];
    case 'record':
      return stringPaths(def.valueType!, allFieldsAreText, [...prefix, 'veld'], depth + 1);
    case 'string':
    case 'enum':
    case 'literal':
      return prefix.length > 0 && (def.type !== 'literal' || typeof def.values![0] === 'string') ? [prefix] : [];
    default:
      return allFieldsAreText && prefix.length > 0 ? [prefix] : [];
  }
}

/** `value` with `text` put at `path` (objects and arrays made on the way). */
function withValueAt(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path as [string, ...string[]];
  if (/^\d+$/.test(head)) {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[Number(head)] = withValueAt(list[Number(head)], rest, text);
    return list;
  }
  const object = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  object[head] = withValueAt(object[head], rest, text);
  return object;
}

interface Case {
  name: string;
  endpoint: Endpoint;
  source: 'query' | 'body';
  path: string[];
}

const endpoints = Object.entries(api as Record<string, Endpoint>);
const NUL_TEXT = 'a\u0000b';

const cases: Case[] = endpoints.flatMap(([name, endpoint]) => [
  ...(endpoint.query ? stringPaths(endpoint.query, true).map((path): Case => ({ name, endpoint, source: 'query', path })) : []),
  ...(endpoint.body ? stringPaths(endpoint.body, false).map((path): Case => ({ name, endpoint, source: 'body', path })) : []),
]);

/**
 * A NUL in the query string that tells two endpoints of one route apart (`?push=1`) sends the
 * request to the sibling without a query schema (login), which does not read the query at all.
 */
const answeredBySibling = (c: Case): boolean =>
  c.source === 'query' && endpoints.some(([, other]) => other !== c.endpoint && other.method === c.endpoint.method && other.path === c.endpoint.path && !other.query);

function requestFor(c: Case): { method: Endpoint['method']; url: string; payload?: string; headers: Record<string, string> } {
  const query = (c.endpoint.query ? sample(c.endpoint.query, true) : {}) as Record<string, unknown>;
  const body = c.endpoint.body ? sample(c.endpoint.body, false) : undefined;
  const finalQuery = c.source === 'query' ? (withValueAt(query, c.path, NUL_TEXT) as Record<string, unknown>) : query;
  const finalBody = c.source === 'body' ? withValueAt(body, c.path, NUL_TEXT) : body;
  const search = new URLSearchParams(Object.entries(finalQuery).map(([k, v]) => [k, String(v)])).toString();
  const url = `${c.endpoint.path}${search ? `?${search}` : ''}`;
  if (finalBody === undefined && c.endpoint.method !== 'GET') {
    // An upload (no body schema): the body is the image itself.
    return { method: c.endpoint.method, url, payload: 'geen echte afbeelding', headers: { ...sameOrigin, cookie, 'content-type': 'image/jpeg' } };
  }
  return {
    method: c.endpoint.method,
    url,
    ...(finalBody !== undefined ? { payload: JSON.stringify(finalBody) } : {}),
    headers: { ...sameOrigin, cookie, ...(finalBody !== undefined ? { 'content-type': 'application/json' } : {}) },
  };
}

describe('a control character in any string field of any endpoint', () => {
  it('covers every endpoint of the contract that takes text, with the fields of the reported 500s', () => {
    const withText = new Set(cases.map((c) => c.name));
    const takesInput = endpoints.filter(([, e]) => (e.query && stringPaths(e.query, true).length > 0) || (e.body && stringPaths(e.body, false).length > 0));
    expect([...withText].sort()).toEqual(takesInput.map(([name]) => name).sort());
    expect(cases.length).toBeGreaterThan(40);
    const names = cases.map((c) => `${c.name} ${c.source} ${c.path.join('.')}`);
    expect(names).toEqual(expect.arrayContaining(['pushSubscribe body endpoint', 'pushUnsubscribe body endpoint', 'sendMessage body text']));
  });

  it.each(cases.map((c) => [`${c.endpoint.method} ${c.endpoint.path} (${c.name}) ${c.source} ${c.path.join('.')}`, c] as const))(
    '%s: 400 naming the field, never 5xx',
    async (_label, c) => {
      const res = await t.app.inject(requestFor(c));
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      if (answeredBySibling(c)) return;
      expect(res.statusCode).toBe(400);
      const body = res.json<{ error: string; message: string; field?: string }>();
      expect(body).toEqual({ error: ERROR_CODES.validation, message: `Het veld '${c.path.join('.')}' bevat ongeldige tekens (stuurtekens).`, field: c.path.join('.') });
    },
  );
});

describe('the reported requests, otherwise valid', () => {
  const send = (method: 'POST' | 'DELETE', url: string, body: unknown) =>
    t.app.inject({ method, url, payload: JSON.stringify(body), headers: { ...sameOrigin, cookie, 'content-type': 'application/json' } });
  const expectFieldRefused = (res: { statusCode: number; json: <T>() => T }, field: string): void => {
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string; field?: string }>()).toMatchObject({ error: ERROR_CODES.validation, field });
  };

  it('POST /api/user.php?push=1 with NUL in a valid push address', async () => {
    const res = await send('POST', '/api/user.php?push=1', {
      endpoint: 'https://push.example.org/abc\u0000def',
      keys: { p256dh: 'BOr8dCqHhxEo3Bsm6Lf0C3zZs5YQ3QkAyGFOJt6kR5-9KcXbxbI1xg3l2b8bXHnUyE3Hk7cLx5NfHcQp2Mu5X0Q', auth: 'c2VjcmV0LWF1dGgtMTY' },
    });
    expectFieldRefused(res, 'endpoint');
  });

  it('DELETE /api/user.php?push=1 with {"endpoint":"a\\u0000b"}', async () => {
    expectFieldRefused(await send('DELETE', '/api/user.php?push=1', { endpoint: 'a\u0000b' }), 'endpoint');
  });

  it('POST /api/message.php with NUL in the text', async () => {
    const other = await createTestUser(t.db);
    expectFieldRefused(await send('POST', '/api/message.php', { profile_id: other.profileId, kind: 'text', text: 'hoi\u0000daar', idempotency_key: randomUUID() }), 'text');
  });

  it('keeps tabs and line breaks in a multi-line text', async () => {
    const other = await createTestUser(t.db);
    const res = await send('POST', '/api/message.php', { profile_id: other.profileId, kind: 'text', text: 'regel 1\r\nregel\t2\n', idempotency_key: randomUUID() });
    expect(res.statusCode).toBe(201);
  });
});
