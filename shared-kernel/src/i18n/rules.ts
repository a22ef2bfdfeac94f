import { RULE_CODE_PATTERN, ruleValues } from 'shared-kernel/contract/rule-values';
import { i18n } from 'shared-kernel/i18n';

/**
 * The contract's rule texts in the page's language. A rule or schema of the contract answers a code
 * (`accounts.nameLength`, see contract/rule-values), never a sentence; a form shows it as
 * `rules.<code>` of its remote's own namespace `ns` with the contract's values, at render, so a
 * language switch follows. Any other text (a server message, already in the request's language) is
 * shown as it is.
 */
export function ruleText<T extends string | null | undefined>(text: T, ns: string, values?: Record<string, number>): T | string {
  if (!text) return text;
  if (RULE_CODE_PATTERN.test(text) && i18n.exists(`rules.${text}`, { ns })) return i18n.t(`rules.${text}`, { ns, ...ruleValues(text), ...values });
  return text;
}

/** Every text of a field → text record through `ruleText`. */
export function ruleTexts<K extends string>(errors: Partial<Record<K, string | null | undefined>>, ns: string): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [field, text] of Object.entries(errors) as Array<[K, string | null | undefined]>) {
    const shown = ruleText(text, ns);
    if (shown) out[field] = shown;
  }
  return out;
}
