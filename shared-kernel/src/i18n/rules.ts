import { ACCOUNT_TEXTS, SIGNUP_MIN_AGE } from 'shared-kernel/contract/account-rules';
import { RULE_CODE_PATTERN, ruleValues } from 'shared-kernel/contract/rule-values';
import { addResources, i18n } from 'shared-kernel/i18n';
import '../locales/register';
import { KERNEL_NS } from 'shared-kernel/i18n/kernel';

/**
 * The contract's rule texts in the page's language (issue 27). The rules of the contract
 * (account-rules, complaint-rules, direct-debit-rules) return their Dutch text, the one the server
 * also answers and the SPEC fixes; a form shows it through `ruleText`, which finds its key in the
 * catalog `kernel:rules.*` and answers the text in the current language. Its Dutch source is built
 * from the contract's constants here (one copy); the other languages are `rules.*` of
 * shared-kernel/src/locales/<lang>.json. Any other text (a server message already in the request's
 * language) is shown as it is.
 */
type Group = Record<string, string>;

/** A rule group's texts, its functions with the values the browser's checks use. */
const strings = (texts: Record<string, unknown>): Group =>
  Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

export const RULE_TEXTS_NL = {
  account: { ...strings(ACCOUNT_TEXTS), birthDateRequired: ACCOUNT_TEXTS.birthDateRequired(SIGNUP_MIN_AGE) },
} as const;

addResources(KERNEL_NS, { nl: { rules: RULE_TEXTS_NL } });

let index: Map<string, string> | undefined;

/** Dutch rule text → its key (`rules.account.emailRequired`). */
function keyOf(text: string): string | undefined {
  if (!index) {
    index = new Map();
    for (const [group, texts] of Object.entries(RULE_TEXTS_NL)) {
      for (const [key, dutch] of Object.entries(texts)) if (!index.has(dutch)) index.set(dutch, `rules.${group}.${key}`);
    }
  }
  return index.get(text);
}

/**
 * A rule's text in the current language: a contract code (`accounts.nameLength`) is `rules.<code>` of
 * the namespace `ns` (the remote's own catalog) with the contract's values (or `values`); any other
 * text (a server message, already in the request's language) or none as it is.
 */
export function ruleText<T extends string | null | undefined>(text: T, ns: string = KERNEL_NS, values?: Record<string, number>): T | string {
  if (!text) return text;
  if (RULE_CODE_PATTERN.test(text) && i18n.exists(`rules.${text}`, { ns })) return i18n.t(`rules.${text}`, { ns, ...ruleValues(text), ...values });
  const key = keyOf(text);
  return key ? i18n.t(key, { ns: KERNEL_NS }) : text;
}

/** Every text of a field → text record through `ruleText`. */
export function ruleTexts<K extends string>(errors: Partial<Record<K, string | null | undefined>>, ns?: string): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [field, text] of Object.entries(errors) as Array<[K, string | null | undefined]>) {
    const shown = ruleText(text, ns);
    if (shown) out[field] = shown;
  }
  return out;
}
