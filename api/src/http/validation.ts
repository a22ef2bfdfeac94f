import type { z } from 'zod';
import { ERROR_CODES } from 'shared-kernel/contract';
import { ApiHttpError } from './errors';

export type InputSource = 'query' | 'body' | 'params';

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  number: 'een getal',
  int: 'een geheel getal',
  boolean: 'ja of nee',
  object: 'een object',
  array: 'een lijst',
  date: 'een datum',
};

const SOURCE_NAMES: Record<InputSource, string> = {
  query: 'De querystring',
  body: 'De inhoud van het verzoek',
  params: 'Het adres',
};

type Issue = z.core.$ZodIssue & { input?: unknown };

/** zod's own messages are English; a schema's custom message (a SPEC text such as "Ongeldige e-mail") is kept. */
const customMessage = (issue: Issue): string | undefined =>
  /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)\b/.test(issue.message) ? undefined : issue.message;

/** One clear Dutch sentence about the first problem, naming the field. */
export function describeIssue(issue: Issue, source: InputSource): { field: string | null; message: string } {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : null;
  const subject = field ? `Het veld '${field}'` : SOURCE_NAMES[source];
  const custom = customMessage(issue);
  // A schema's own message is a complete sentence meant for the member (SPEC texts such as
  // 'Ongeldige e-mail' or 'De opgegeven wachtwoorden zijn niet gelijk.', or a range's own text
  // such as 'Ongeldige breedtegraad'): passed on verbatim.
  if (
    custom &&
    (issue.code === 'custom' || issue.code === 'invalid_format' || issue.code === 'invalid_value' || issue.code === 'too_big' || issue.code === 'too_small')
  ) {
    return { field, message: custom };
  }
  switch (issue.code) {
    case 'unrecognized_keys': {
      const keys = issue.keys.map((k) => `'${field ? `${field}.` : ''}${k}'`);
      return {
        field: issue.keys.length === 1 ? `${field ? `${field}.` : ''}${issue.keys[0]}` : field,
        message: keys.length === 1 ? `Het veld ${keys[0]} is onbekend.` : `De velden ${keys.join(', ')} zijn onbekend.`,
      };
    }
    case 'invalid_type':
      if (issue.input === undefined) return { field, message: `${subject} ontbreekt.` };
      return {
        field,
        message: `${subject} heeft een ongeldige waarde (verwacht: ${TYPE_NAMES[issue.expected] ?? issue.expected}).`,
      };
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return { field, message: `${subject} is te lang (maximaal ${max} tekens).` };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { field, message: `${subject} bevat te veel items (maximaal ${max}).` };
      return { field, message: `${subject} is te groot (maximaal ${max}).` };
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string')
        return {
          field,
          message: issue.minimum === 1 ? `${subject} mag niet leeg zijn.` : `${subject} is te kort (minimaal ${min} tekens).`,
        };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { field, message: `${subject} bevat te weinig items (minimaal ${min}).` };
      return { field, message: `${subject} is te klein (minimaal ${min}).` };
    }
    case 'invalid_value':
      return {
        field,
        message: `${subject} moet een van deze waarden hebben: ${issue.values.map((v) => String(v)).join(', ')}.`,
      };
    case 'invalid_format':
      return { field, message: custom ? `${subject}: ${custom}.` : `${subject} heeft een ongeldig formaat.` };
    default:
      return { field, message: custom ? `${subject}: ${custom}.` : `${subject} is ongeldig.` };
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
      return failValidation(
        control.path ? `Het veld '${control.path}' bevat een ongeldig teken (een stuurteken).` : `${SOURCE_NAMES[source]} bevat een ongeldig teken (een stuurteken).`,
        control.path,
      );
    }
    return result.data;
  }
  const first = result.error.issues[0] as Issue | undefined;
  const described = first ? describeIssue(first, source) : { field: null, message: `${SOURCE_NAMES[source]} is ongeldig.` };
  return failValidation(described.message, described.field);
}

export function failValidation(message: string, field: string | null = null): never {
  throw new ApiHttpError(400, ERROR_CODES.validation, message, field ? { field } : {});
}
