import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Inputs for the property-based fuzz suite (fuzz.test.ts), generated from the contract's zod
 * schemas (zod 4: read from `_zod.def`): valid values, boundary values and hostile ones.
 *  - valid: what the schema accepts as far as its definition tells (lengths, ranges, formats,
 *    enums, required keys); refinements it cannot see may still fail.
 *  - boundary: each value at or just past its limits (0, -1, 2^31, 2^53, empty, max length + 1).
 *  - hostile: any value anywhere: unicode edge cases (lone surrogates, NUL, RTL marks, emoji),
 *    ~100 KB strings, wrong types, arrays for objects, `__proto__`/`constructor`/`prototype` keys,
 *    deeply nested objects.
 */

export type Mode = 'valid' | 'boundary' | 'hostile';
type Def = { type: string } & Record<string, unknown>;
type Schema = z.core.$ZodType;

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;
const checksOf = (def: Def): Def[] => ((def.checks as z.core.$ZodCheck[] | undefined) ?? []).map((c) => c._zod.def as unknown as Def);

/** About 100 KB of text, in ASCII and in three-byte UTF-8. */
const HUGE = ['x'.repeat(100_000), '€'.repeat(34_000)];

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'kus \ud83d',
  '\u202egnilrah\u202c',
  '\u200f\u200e\u061c',
  '\ufeffbom',
  '👩‍❤️‍💋‍👨🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  '\u2028\u2029',
  '\r\n\t\u000b\u007f\u0085',
  "'; drop table users; --",
  '%00%ED%A0%80',
  '${{7*7}}',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  '-1',
  '2147483648',
  '9007199254740993',
  '1e309',
  'true',
  'null',
  '[]',
  '{}',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0, -0, -1, 1, 0.5, -0.5, 2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649, 4_294_967_296, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e308, -1e308,
  Number.MIN_VALUE,
];

/** An object nested `depth` levels deep (built iteratively). */
function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bodem';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** `key` as an own, enumerable property (also `__proto__`, which a literal or spread would not make). */
export function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Any UTF-16 code unit, lone surrogates included. */
const anyCodeUnit = fc.nat(0xffff).map((c) => String.fromCharCode(c));

const hostileKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'extra', 'a[b]', 'a.b'), fc.constantFrom(...HOSTILE_STRINGS));

/** A value of any type and shape, from the lists above or made up. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(null, true, false, [], {}, [[]], [null], { length: 1 }, ...HUGE),
  fc.constantFrom(nested(2000, false), nested(2000, true)),
  fc.constant(withKey({ constructor: { prototype: { admin: true } } }, '__proto__', { admin: true })),
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const lengthLimits = (checks: Def[]): { min: number; max: number | undefined } => {
  let min = 0;
  let max: number | undefined;
  for (const c of checks) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum as number);
    if (c.check === 'max_length') max = Math.min(max ?? Infinity, c.maximum as number);
    if (c.check === 'length_equals') min = max = c.length as number;
  }
  return { min, max };
};

function validString(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const formats = [def, ...checks].filter((c) => c.format !== undefined);
  const { min, max } = lengthLimits(checks);
  const format = formats[0];
  if (format?.format === 'email') return fc.emailAddress().filter((s) => s.length <= (max ?? 254));
  if (format?.format === 'url') return fc.webUrl();
  if (format?.format === 'uuid' || format?.format === 'guid') return fc.uuid();
  if (format?.format === 'datetime') return fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString());
  if (format?.format === 'date') return fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  // fast-check cannot match flags: the pattern without them (a subset of what it matches, or near it).
  if (format?.pattern instanceof RegExp) return fc.stringMatching(new RegExp(format.pattern.source)).map((s) => (max !== undefined ? s.slice(0, max) : s));
  const maxLength = Math.max(min, Math.min(max ?? 60, 200));
  // Words as a member types them, and any printable text.
  const words = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), minLength: Math.max(min, 1), maxLength });
  return fc.oneof(words, fc.string({ minLength: min, maxLength }));
}

function boundaryString(def: Def): fc.Arbitrary<string> {
  const { min, max } = lengthLimits(checksOf(def));
  const lengths = [0, 1, min, Math.max(0, min - 1), ...(max !== undefined ? [max, max + 1] : [10_000])];
  return fc.oneof(fc.constantFrom(...lengths).map((n) => 'a'.repeat(n)), fc.constantFrom(...lengths).map((n) => '😀'.repeat(Math.ceil(n / 2))), fc.constantFrom(' ', '  a  ', 'A'));
}

function numberLimits(def: Def): { min: number; max: number; integer: boolean } {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than') min = Math.max(min, (c.value as number) + (c.inclusive ? 0 : 1e-9));
    if (c.check === 'less_than') max = Math.min(max, (c.value as number) - (c.inclusive ? 0 : 1e-9));
    if (c.check === 'number_format') integer = integer || ['safeint', 'int32', 'uint32'].includes(c.format as string);
  }
  return { min, max, integer };
}

function validNumber(def: Def): fc.Arbitrary<number> {
  const { min, max, integer } = numberLimits(def);
  // Small values too, so that generated ids land on rows that exist.
  if (integer) {
    const [low, high] = [Math.ceil(min), Math.floor(max)];
    return fc.oneof(fc.integer({ min: low, max: Math.min(high, Math.max(low, 0) + 20) }), fc.integer({ min: low, max: high }));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function boundaryNumber(def: Def): fc.Arbitrary<number> {
  const { min, max, integer } = numberLimits(def);
  const edges = [min, max, min - 1, max + 1].map((n) => (integer ? Math.round(n) : n));
  return fc.constantFrom(...edges, 0, -1, 2_147_483_647, 2_147_483_648, 2 ** 53, -(2 ** 53), 1.5);
}

const cache = new Map<Mode, WeakMap<Schema, fc.Arbitrary<unknown>>>([
  ['valid', new WeakMap()],
  ['boundary', new WeakMap()],
  ['hostile', new WeakMap()],
]);

/** Values for a schema in a mode (hostile values may stand anywhere; boundary ones at every leaf). */
export function inputFor(schema: Schema, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  const known = cache.get(mode)!.get(schema);
  if (known) return known;
  const shaped = depth > 8 ? fc.constant(null) : structured(schema, mode, depth + 1);
  const arbitrary = mode === 'hostile' ? fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: hostileValue, weight: 1 }) : shaped;
  cache.get(mode)!.set(schema, arbitrary);
  return arbitrary;
}

function structured(schema: Schema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => inputFor(s as Schema, mode, depth);
  const edge = <T>(valid: fc.Arbitrary<T>, boundary: fc.Arbitrary<T>): fc.Arbitrary<T> => (mode === 'valid' ? valid : fc.oneof(valid, boundary));
  switch (def.type) {
    case 'string':
      return edge(validString(def), boundaryString(def));
    case 'number':
      return edge(validNumber(def), boundaryNumber(def));
    case 'boolean':
      return edge(fc.boolean(), fc.constantFrom<unknown>('true', 0, 1));
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string | number>);
      return edge(fc.constantFrom(...values), fc.constantFrom(...values).map((v) => ` ${String(v).toUpperCase()}`));
    }
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const model = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, inner(value)]));
      const required = Object.keys(shape).filter((key) => shape[key]!._zod.optin === undefined);
      const record = fc.record(model, { requiredKeys: mode === 'hostile' ? [] : required }) as fc.Arbitrary<Record<string, unknown>>;
      if (mode !== 'hostile') return record;
      return fc.tuple(record, fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 3 })).map(([base, extra]) => extra.reduce((o, [k, v]) => withKey(o, k, v), base));
    }
    case 'array': {
      const { min, max } = lengthLimits(checksOf(def));
      const element = inner(def.element);
      const valid = fc.array(element, { minLength: min, maxLength: Math.min(max ?? 5, 20) });
      return edge(valid, fc.oneof(fc.constant([]), fc.array(element, { minLength: (max ?? 50) + 1, maxLength: (max ?? 50) + 1 })));
    }
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map(inner));
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(inner));
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : b));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      // z.preprocess is a pipe from a transform: the input is the target's; a transform after a schema takes the schema's.
      return defOf(def.in as Schema).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'record':
      return fc.dictionary(inner(def.keyType).map(String), inner(def.valueType), { maxKeys: 5 });
    case 'lazy':
      return inner((def.getter as () => Schema)());
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    default:
      // unknown, any, custom, transform: anything JSON
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON body's text: mostly the value, sometimes not JSON at all. */
export const rawBodies: readonly string[] = ['', '{', '{"a":', 'null', '"\u0000"', '{"a":"\\ud800"}', '\u0000', '[' .repeat(5000), '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}'];

/** Percent-encodes a text for a query string; a lone surrogate becomes its (invalid) three UTF-8 bytes. */
export function encodeQueryText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/** A query string for a generated value: keys and values as text, lists as repeated keys, objects as JSON. */
export function toQueryString(value: unknown): string {
  if (!isPlainObject(value)) return value === undefined || value === null ? '' : `${encodeQueryText(stringify(value))}`;
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) parts.push(`${encodeQueryText(key)}=${encodeQueryText(stringify(item))}`);
  }
  return parts.join('&');
}

const stringify = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
