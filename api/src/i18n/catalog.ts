import {
  ACCOUNT_TEXTS,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGNUP_MIN_AGE,
} from 'shared-kernel/contract/account-rules';
import { RULE_CODE_PATTERN, ruleValues } from 'shared-kernel/contract/rule-values';
import type { TextKey } from './index';
import { API_TEXTS_NL } from './nl';
import { STAFF_TEXTS_NL } from './staff';

/** A catalog text by key with the values of its placeholders (the shape of domain/errors.ts `TextRef`). */
export interface SchemaText {
  key: TextKey;
  vars: Record<string, string | number>;
}

/**
 * The key of a schema's own message (a zod `message` of the contract, e.g. "Ongeldige e-mail"): the
 * one place a text arrives as a sentence, because the contract's schemas are shared with the
 * browser's forms. A fixed text is found in the catalog as it is; the contract's texts with a
 * number in them are listed here with their values. No patterns. A message the catalog does not
 * know (a back-office rule) is answered as written (`staff.asWritten`).
 */
let index: Map<string, SchemaText> | undefined;

/** The contract's messages with values (the catalog holds them as templates). */
const WITH_VALUES: Array<[string, TextKey, Record<string, number>]> = [
  [ACCOUNT_TEXTS.nameLength, 'errors.accounts.nameLength', { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }],
  [ACCOUNT_TEXTS.passwordTooShort, 'errors.accounts.passwordTooShort', { min: PASSWORD_MIN_LENGTH }],
  [ACCOUNT_TEXTS.passwordTooLong, 'errors.accounts.passwordTooLong', { max: PASSWORD_MAX_LENGTH }],
  [ACCOUNT_TEXTS.birthDateRequired(SIGNUP_MIN_AGE), 'errors.accounts.birthDateRequired', { minAge: SIGNUP_MIN_AGE }],
];

function collect(tree: unknown, prefix: string, out: Map<string, SchemaText>): void {
  if (typeof tree === 'string') {
    if (!out.has(tree) && !tree.includes('{{')) out.set(tree, { key: prefix as TextKey, vars: {} });
  } else if (tree && typeof tree === 'object') for (const [k, v] of Object.entries(tree)) collect(v, `${prefix}.${k}`, out);
}

/** Whether the catalog has a text under `key` (a leaf, not a group). */
function hasText(tree: unknown, key: string): boolean {
  let node = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string';
}

/**
 * A schema's own message by key: a contract code (`accounts.nameLength`) is `errors.<code>` or
 * `staff.<code>` with the contract's values (see above for the sentences still to become codes).
 */
export function schemaText(message: string): SchemaText {
  if (RULE_CODE_PATTERN.test(message)) {
    if (hasText(API_TEXTS_NL.errors, message)) return { key: `errors.${message}` as TextKey, vars: { ...ruleValues(message) } };
    if (hasText(STAFF_TEXTS_NL, message)) return { key: `staff.${message}` as TextKey, vars: { ...ruleValues(message) } };
  }
  if (!index) {
    index = new Map(WITH_VALUES.map(([text, key, vars]) => [text, { key, vars }]));
    collect(API_TEXTS_NL.errors, 'errors', index);
    collect(STAFF_TEXTS_NL, 'staff', index);
  }
  return index.get(message) ?? { key: 'staff.asWritten', vars: { message } };
}
