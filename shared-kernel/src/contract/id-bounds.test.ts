import { z } from 'zod';
import { api } from './index';
import { MAX_ID } from './common';

/**
 * Issue 26: every id a request carries fits a PostgreSQL `integer` (1..2147483647), so an id too
 * large is a 400 from the schema, never a failed query (PUT /api/admin/staff with id 2147483648
 * answered 500). Walks every endpoint's request schemas (query, body, params) recursively.
 */

/** A field that names a record: `id`, `…_id`, `…Id`, or a list of them (`…ids`, `…Ids`). */
const ID_NAME = /^(id|ids|.*_id|.*_ids|.*[a-z]Ids?)$/;

interface Found {
  path: string;
  maximum: number | undefined;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;

/** Every integer schema reachable from `schema`, with the name of the field (or list) that holds it. */
function integerFields(schema: z.core.$ZodType, path: string, name: string, seen: Set<z.core.$ZodType>, out: Found[]): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (inner: unknown, nextPath = path, nextName = name) => integerFields(inner as z.core.$ZodType, nextPath, nextName, seen, out);
  switch (def.type) {
    case 'number':
    case 'bigint': {
      // The checks of the schema itself (`.int()`, `.max()`, `.lt()`, `z.int32()`), read from its definition.
      const checks = ((def.checks as z.core.$ZodCheck[] | undefined) ?? []).map((c) => c._zod.def as unknown as Def);
      const formats = checks.filter((c) => c.check === 'number_format' || c.check === 'bigint_format').map((c) => c.format as string);
      const integer = def.type === 'bigint' || formats.some((f) => ['safeint', 'int32', 'uint32', 'int64', 'uint64'].includes(f));
      if (!integer) return;
      const maxima = checks.filter((c) => c.check === 'less_than').map((c) => Number(c.value) - (c.inclusive ? 0 : 1));
      if (formats.includes('int32')) maxima.push(2_147_483_647);
      if (formats.includes('uint32')) maxima.push(4_294_967_295);
      out.push({ path, maximum: maxima.length > 0 ? Math.min(...maxima) : undefined });
      return;
    }
    case 'object': {
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, `${path}.${key}`, key);
      if (def.catchall) walk(def.catchall, `${path}.*`, name);
      return;
    }
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'set':
      return walk(def.valueType, `${path}[]`);
    case 'tuple':
      (def.items as unknown[]).forEach((item, i) => walk(item, `${path}[${i}]`));
      if (def.rest) walk(def.rest, `${path}[]`);
      return;
    case 'record':
    case 'map':
      walk(def.keyType, `${path}{key}`);
      return walk(def.valueType, `${path}{}`);
    case 'union':
      (def.options as unknown[]).forEach((option) => walk(option));
      return;
    case 'intersection':
      walk(def.left);
      return walk(def.right);
    case 'pipe':
      walk(def.in);
      return walk(def.out);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return walk(def.innerType);
    case 'lazy':
      return walk((def.getter as () => unknown)());
    case 'promise':
      return walk(def.innerType);
    default:
      // strings, enums, literals, booleans, transforms, custom checks: no integer inside
      return;
  }
}

/** The integer ids of a schema that have no upper bound within int32. */
function unboundedIds(schema: z.core.$ZodType, root: string): string[] {
  const found: Found[] = [];
  integerFields(schema, root, '', new Set(), found);
  return found
    .filter((f) => ID_NAME.test(f.path.split('.').pop()!.replace(/\[\]$/, '')))
    .filter((f) => f.maximum === undefined || f.maximum > MAX_ID)
    .map((f) => f.path);
}

type Routable = { query?: z.ZodType; body?: z.ZodType; params?: z.ZodType };

describe('ids in request schemas', () => {
  it('every integer id of every endpoint (query, body, params) is at most 2147483647', () => {
    const unbounded: string[] = [];
    for (const [name, e] of Object.entries(api) as Array<[string, Routable]>) {
      for (const part of ['query', 'body', 'params'] as const) {
        const schema = e[part];
        if (schema) unbounded.push(...unboundedIds(schema, `${name}.${part}`));
      }
    }
    expect(unbounded).toEqual([]);
  });

  describe('the walker (so that the test above can fail)', () => {
    const bounded = z.number().int().positive().max(2_147_483_647);
    const loose = z.number().int().positive();

    it.each([
      ['a plain id', z.object({ id: loose }), ['b.id']],
      ['an …_id', z.object({ staff_id: loose.optional() }), ['b.staff_id']],
      ['a …Id', z.object({ profileId: loose.nullable() }), ['b.profileId']],
      ['a list of ids', z.object({ ids: z.array(loose) }), ['b.ids[]']],
      ['an id with a larger bound', z.object({ id: z.number().int().max(2_147_483_648) }), ['b.id']],
      ['a coerced id in a query', z.object({ id: z.coerce.number().int().positive() }), ['b.id']],
      ['an id behind a default and a pipe', z.object({ id: loose.default(1).pipe(z.number()) }), ['b.id']],
      ['an id behind preprocess', z.object({ id: z.preprocess((v) => v, loose) }), ['b.id']],
      ['an id in a union, nested and refined', z.union([z.string(), z.object({ x: z.object({ id: loose }).strict() })]).refine(() => true), ['b.x.id']],
      ['an id in a record', z.record(z.string(), z.object({ gift_id: loose })), ['b{}.gift_id']],
      ['an id in an intersection', z.intersection(z.object({ a: z.string() }), z.object({ user_id: loose })), ['b.user_id']],
    ])('finds %s', (_label, schema, expected) => {
      expect(unboundedIds(schema, 'b')).toEqual(expected);
    });

    it('passes bounded ids and integers that are not ids', () => {
      expect(unboundedIds(z.object({ id: bounded, user_id: bounded.nullable(), page: loose, width: loose }), 'b')).toEqual([]);
    });
  });
});
