import { randomUUID } from 'node:crypto';
import { api, ERROR_CODES, type Endpoint } from 'shared-kernel/contract';
import type { z } from 'zod';
import { findControlCharacter } from '../src/domain/validation';
import { createTestStaff, staffCookieFor } from './admin-helpers';
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
  // A member's session and an admin's staff session (the back office's endpoints, issue 18): each
  // context reads only its own cookie.
  const staff = await createTestStaff(t.db, 'admin');
  cookie = `${await sessionCookieFor(t.db, user.userId)}; ${await staffCookieFor(t.db, staff.id)}`;
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
  checks?: unknown[];
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

interface CheckDef {
  check: string;
  format?: string;
  prefix?: string;
  pattern?: RegExp;
  minimum?: number;
}
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((c) => (c as { _zod: { def: CheckDef } })._zod.def);

/** A text the string schema accepts: by its format, else the first candidate that fits its patterns and length. */
function sampleText(def: Def): string {
  const checks = checksOf(def);
  const formats = new Map(checks.filter((c) => c.check === 'string_format').map((c) => [c.format, c]));
  if (formats.has('email')) return 'lid@example.nl';
  if (formats.has('uuid') || formats.has('guid')) return randomUUID();
  if (formats.has('url')) return `${formats.get('starts_with')?.prefix ?? 'https://'}push.example.org/abc`;
  if (formats.has('datetime')) return '2024-01-02T03:04:05Z';
  if (formats.has('date')) return '1990-01-01';
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const patterns = checks.filter((c) => c.pattern instanceof RegExp).map((c) => c.pattern!);
  const candidates = ['Tekst', 'tekst', 'abc123', '1990-01-01', 'NL', 'nl', 'tekstjeslang', 'abcdefghijklmnopqrstuvwxyz0123456789'].map((c) => c.padEnd(min, 'x'));
  return candidates.find((c) => patterns.every((p) => p.test(c))) ?? candidates[0]!;
}

/**
 * Values for fields whose rule is a custom check a schema walk cannot satisfy (the account rules):
 * only to make the rest of a request valid; which fields get a NUL still comes from the schemas.
 */
const TEXT_HINTS: Record<string, string> = {
  email: 'lid@example.nl',
  new_email: 'nieuw@example.nl',
  password: 'geheim-wachtwoord',
  password_repeat: 'geheim-wachtwoord',
  date_of_birth: '1990-01-01',
  name: 'Femke',
  // The age window of the search, the swipe game and the match finder.
  min_age: '25',
  max_age: '40',
  // Complaints and reports (complaint-rules.ts).
  category: 'scam',
  explanation: 'Een uitleg van ruim twintig tekens.',
  urls: 'https://hartklop.nl/members/1',
  reference: 'MLD-ABCDEFGH',
  // Direct debit (direct-debit-rules.ts).
  account_holder: 'F. de Vries',
  iban: 'NL91ABNA0417164300',
  street: 'Herengracht',
  house_number: '182',
  zip: '1016 BR',
  city: 'Amsterdam',
  phone: '0612345678',
  otp: '123456',
};

/** A value the schema is likely to accept (required fields only). */
function sample(schema: z.ZodType, asText: boolean): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (!isOptional(field)) out[key] = key in TEXT_HINTS && defOf(unwrap(field)).type === 'string' ? TEXT_HINTS[key] : sample(field, asText);
      }
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
    case 'string':
      return sampleText(def);
    default:
      return 'tekst';
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

/** The schema of the field at `path` (through wrappers, objects, arrays, the first fitting union option). */
function fieldSchema(schema: z.ZodType, path: string[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    if (!current) return undefined;
    const def = defOf(unwrap(current));
    if (def.type === 'object') current = def.shape?.[key];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else if (def.type === 'union') current = def.options!.map((o) => fieldSchema(o, [key])).find((f) => f !== undefined);
    else return undefined;
  }
  return current;
}

/** A valid-looking value of the field with a NUL in its middle. */
function withNul(value: string): string {
  const middle = Math.ceil(value.length / 2);
  return `${value.slice(0, middle)}\u0000${value.slice(middle)}`;
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

/**
 * The request: every required field filled with a value its schema is likely to accept, the case's
 * field (filled too) with a NUL in its middle. `baseValid`: the contract accepts the same request
 * without the NUL, so the NUL alone must be what the 400 is about.
 */
function requestFor(c: Case): {
  method: Endpoint['method'];
  url: string;
  payload?: string;
  headers: Record<string, string>;
  baseValid: boolean;
  strippedByContract: boolean;
} {
  const schema = c.source === 'query' ? c.endpoint.query! : c.endpoint.body!;
  const field = fieldSchema(schema, c.path);
  const last = c.path[c.path.length - 1]!;
  const plain = last in TEXT_HINTS ? TEXT_HINTS[last]! : String(field ? sample(field, c.source === 'query') : 'tekst');
  let query = (c.endpoint.query ? sample(c.endpoint.query, true) : {}) as Record<string, unknown>;
  let body = c.endpoint.body ? sample(c.endpoint.body, false) : undefined;
  if (c.source === 'query') query = withValueAt(query, c.path, plain) as Record<string, unknown>;
  else body = withValueAt(body, c.path, plain);
  const baseValid = schema.safeParse(c.source === 'query' ? query : body).success;
  const finalQuery = c.source === 'query' ? (withValueAt(query, c.path, withNul(plain)) as Record<string, unknown>) : query;
  const finalBody = c.source === 'body' ? withValueAt(body, c.path, withNul(plain)) : body;
  // A field whose contract schema strips control characters (the profile's about and city).
  const parsed = schema.safeParse(c.source === 'query' ? finalQuery : finalBody);
  const strippedByContract = parsed.success && findControlCharacter(parsed.data) === undefined;
  const search = new URLSearchParams(Object.entries(finalQuery).map(([k, v]) => [k, String(v)])).toString();
  const url = `${c.endpoint.path}${search ? `?${search}` : ''}`;
  if (finalBody === undefined && c.endpoint.method !== 'GET') {
    // An upload (no body schema): the body is the image itself.
    return { method: c.endpoint.method, url, payload: 'geen echte afbeelding', headers: { ...sameOrigin, cookie, 'content-type': 'image/jpeg' }, baseValid, strippedByContract };
  }
  return {
    method: c.endpoint.method,
    url,
    ...(finalBody !== undefined ? { payload: JSON.stringify(finalBody) } : {}),
    headers: { ...sameOrigin, cookie, ...(finalBody !== undefined ? { 'content-type': 'application/json' } : {}) },
    baseValid,
    strippedByContract,
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
    // Most requests are valid but for the NUL, so the 400 must name the field (not some other problem).
    const strong = cases.filter((c) => !answeredBySibling(c) && requestFor(c).baseValid && !requestFor(c).strippedByContract);
    expect(cases.filter((c) => requestFor(c).strippedByContract).map((c) => `${c.name} ${c.path.join('.')}`).sort()).toEqual(['updateProfile about', 'updateProfile city']);
    expect(strong.length / cases.length).toBeGreaterThan(0.8);
  });

  it.each(cases.map((c) => [`${c.endpoint.method} ${c.endpoint.path} (${c.name}) ${c.source} ${c.path.join('.')}`, c] as const))(
    '%s: 400 naming the field (or stripped by the contract), never 5xx',
    async (_label, c) => {
      const { baseValid, strippedByContract, ...request } = requestFor(c);
      const res = await t.app.inject(request);
      if (strippedByContract) {
        // Stripped, not refused: the request succeeds and the answer holds no NUL.
        expect(res.statusCode).toBeLessThan(300);
        expect(res.body).not.toContain('\\u0000');
        return;
      }
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      if (answeredBySibling(c) || !baseValid) return;
      // Valid but for the NUL: a 400 naming a field: the schema's own rule (e.g. 'password_repeat'
      // differs from 'password' now) or the control-character rule, which names this field.
      expect(res.statusCode).toBe(400);
      const body = res.json<{ error: string; message: string; field?: string }>();
      expect(body.error).toBe(ERROR_CODES.validation);
      expect(typeof body.field).toBe('string');
      if (body.message.includes('stuurteken')) expect(body.field).toBe(c.path.join('.'));
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

