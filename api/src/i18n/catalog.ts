import { RULE_CODE_PATTERN, ruleValues } from 'shared-kernel/contract/rule-values';
import type { TextKey } from './index';
import { API_TEXTS_NL } from './nl';
import { STAFF_TEXTS_NL } from './staff';

/** A catalog text by key with the values of its placeholders (the shape of domain/errors.ts `TextRef`). */
export interface SchemaText {
  key: TextKey;
  vars: Record<string, string | number>;
}

/** Whether the catalog has a text under `key` (a leaf, not a group). */
function hasText(tree: unknown, key: string): boolean {
  let node = tree;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string';
}

/**
 * The key of a schema's own message (a zod `message` of the contract). A contract code
 * (`accounts.nameLength`, contract/rule-values) is `errors.<code>` or `staff.<code>` with the
 * contract's values; any other message (zod's own) is answered as written (`staff.asWritten`).
 */
export function schemaText(message: string): SchemaText {
  if (RULE_CODE_PATTERN.test(message)) {
    if (hasText(API_TEXTS_NL.errors, message)) return { key: `errors.${message}` as TextKey, vars: { ...ruleValues(message) } };
    if (hasText(STAFF_TEXTS_NL, message)) return { key: `staff.${message}` as TextKey, vars: { ...ruleValues(message) } };
  }
  return { key: 'staff.asWritten', vars: { message } };
}
