import type { z } from 'zod';
import { ERROR_CODES } from 'shared-kernel/contract';
import { apiText, type TextKey } from '../i18n';
import { API_TEXTS_NL } from '../i18n/nl';
import { DomainError, byKey, type TextRef } from './errors';
import { schemaText } from '../i18n/catalog';

export type InputSource = 'query' | 'body' | 'params';

/**
 * The validation sentences are keys of the catalog (`errors.validation.*` of api/src/i18n/nl.ts):
 * the error carries its key and values, and the web layer's error handler (web/errors.ts) answers it in the
 * request's language; its `message` is the Dutch text (logs, tests, the back office).
 */
type ValidationKey = keyof typeof API_TEXTS_NL.errors.validation;
type Vars = Record<string, string | number>;

/** The expected types that have a sentence of their own (`errors.validation.fieldType.*`). */
const TYPE_KEYS = ['string', 'number', 'int', 'boolean', 'object', 'array', 'date'] as const;
type TypeKey = (typeof TYPE_KEYS)[number];
const isTypeKey = (value: string): value is TypeKey => (TYPE_KEYS as readonly string[]).includes(value);

/** A problem with the request as a whole (no field): one sentence per part of the request. */
const WHOLE_KEYS: Record<InputSource, Record<'missing' | 'invalid' | 'controlCharacter', ValidationKey>> = {
  body: { missing: 'bodyMissing', invalid: 'bodyInvalid', controlCharacter: 'bodyControlCharacter' },
  query: { missing: 'queryMissing', invalid: 'queryInvalid', controlCharacter: 'queryControlCharacter' },
  params: { missing: 'paramsMissing', invalid: 'paramsInvalid', controlCharacter: 'paramsControlCharacter' },
};

type Issue = z.core.$ZodIssue & { input?: unknown };

/** A described problem: the field, the catalog text (key and values) and its Dutch message. */
export interface DescribedIssue {
  field: string | null;
  message: string;
  text: TextRef;
}

const described = (field: string | null, key: string, vars: Vars = {}): DescribedIssue => ({
  field,
  message: apiText('nl', key, vars),
  text: byKey(key as TextKey, vars),
});

/** "Het veld 'x': <the schema's own message>." (that message by its key when the catalog has it). */
function customAbout(field: string, custom: string): DescribedIssue {
  const own = schemaText(custom);
  const issue = described(field, 'errors.validation.fieldCustom', { field, message: apiText('nl', own.key, own.vars) });
  return own.key === 'staff.asWritten' ? issue : { ...issue, text: { ...issue.text, nested: { message: own } } };
}

/** A schema's own message (a contract code, or a back-office sentence) as a described problem. */
function ownMessage(field: string | null, custom: string): DescribedIssue {
  const text = schemaText(custom);
  return { field, message: apiText('nl', text.key, text.vars), text: byKey(text.key, text.vars) };
}

/** zod's own messages are English; a schema's custom message (a code such as `accounts.invalidEmail`) is kept. */
const customMessage = (issue: Issue): string | undefined =>
  /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)\b/.test(issue.message) ? undefined : issue.message;

/** One clear sentence about the first problem, naming the field (Dutch, with its catalog key). */
export function describeIssue(issue: Issue, source: InputSource): DescribedIssue {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : null;
  const custom = customMessage(issue);
  // A schema's own message is the code of a complete sentence meant for the member (SPEC texts such
  // as 'Ongeldige e-mail' for `accounts.invalidEmail`, or a range's own text such as
  // `validation.invalidLatitude`): answered as that text of the catalog, in the request's language.
  if (
    custom &&
    (issue.code === 'custom' || issue.code === 'invalid_format' || issue.code === 'invalid_value' || issue.code === 'too_big' || issue.code === 'too_small')
  ) {
    return ownMessage(field, custom);
  }
  const whole = WHOLE_KEYS[source];
  const v = (key: ValidationKey, vars: Vars = {}): DescribedIssue => described(field, `errors.validation.${key}`, { field: field ?? '', ...vars });
  if (issue.code === 'unrecognized_keys') {
    const prefix = field ? `${field}.` : '';
    const keys = issue.keys.map((k) => `'${prefix}${k}'`);
    if (issue.keys.length === 1) return described(`${prefix}${issue.keys[0]}`, 'errors.validation.fieldUnknown', { field: `${prefix}${issue.keys[0]}` });
    return described(field, 'errors.validation.fieldsUnknown', { fields: keys.join(', ') });
  }
  // Without a field the request as a whole is the subject: missing, or invalid.
  if (field === null) {
    if (issue.code === 'invalid_type' && issue.input === undefined) return described(null, `errors.validation.${whole.missing}`);
    return described(null, `errors.validation.${whole.invalid}`);
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return v('fieldMissing');
      return isTypeKey(issue.expected) ? described(field, `errors.validation.fieldType.${issue.expected}`, { field }) : v('fieldInvalid');
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return v('fieldTooLong', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return v('fieldTooMany', { max });
      return v('fieldTooBig', { max });
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return issue.minimum === 1 ? v('fieldEmpty') : v('fieldTooShort', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return v('fieldTooFew', { min });
      return v('fieldTooSmall', { min });
    }
    case 'invalid_value':
      return v('fieldOneOf', { values: issue.values.map((value) => String(value)).join(', ') });
    case 'invalid_format':
      return custom ? customAbout(field, custom) : v('fieldFormat');
    default:
      return custom ? customAbout(field, custom) : v('fieldInvalid');
  }
}

/**
 * Control characters no field may hold: the C0 controls except tab, line feed and carriage return
 * (multi-line texts keep those), DEL and the C1 controls. PostgreSQL refuses NUL in text outright
 * (a 500 before this rule); the others have no place in anything a member types.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what the pattern finds
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The first string (value or key) of a JSON-like input that holds a control character: its path
 * (`null` for a key: the key itself is the problem), or undefined when there is none. Walks
 * iteratively, so a deeply nested body cannot overflow the stack. `isInvalid` may widen the rule
 * (the payment sandbox also refuses lone surrogates).
 */
export function findControlCharacter(
  input: unknown,
  isInvalid: (text: string) => boolean = (text) => CONTROL_CHARACTER.test(text),
): { path: string | null } | undefined {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (isInvalid(value)) return { path: path.length > 0 ? path.join('.') : null };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, String(i)] });
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (const [key] of entries) if (isInvalid(key)) return { path: null };
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
    }
  }
  return undefined;
}

/**
 * Parses input with a schema; a failure becomes a 400 validation_error naming the field. What the
 * schema lets through is then checked once more, whatever the schema: a control character in any
 * string of it (value or key) is a 400 naming the field. Checking the parsed value keeps a
 * schema's own rule first (its message, or one that strips control characters, like the profile's
 * about and city).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, source: InputSource): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) {
    const control = findControlCharacter(result.data);
    if (control) {
      const problem = control.path
        ? described(control.path, 'errors.validation.fieldControlCharacter', { field: control.path })
        : described(null, `errors.validation.${WHOLE_KEYS[source].controlCharacter}`);
      return failValidation(problem.text, problem.field);
    }
    return result.data;
  }
  const first = result.error.issues[0] as Issue | undefined;
  const problem = first ? describeIssue(first, source) : described(null, `errors.validation.${WHOLE_KEYS[source].invalid}`);
  return failValidation(problem.text, problem.field);
}

/**
 * A 400 validation_error naming the field, its text by catalog key and values (the error hook answers
 * it in the request's language).
 */
export function failValidation(what: TextRef, field: string | null = null): never {
  throw new DomainError('invalid', ERROR_CODES.validation, what, field ? { field } : {});
}
