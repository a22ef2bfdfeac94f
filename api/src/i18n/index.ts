import { API_LOCALES } from '../locales';
import { API_TEXTS_NL } from './nl';
import { STAFF_TEXTS_NL } from './staff';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the API's texts, e.g. `mail.activate.subject`. */
export type ApiTextKey = Leaves<typeof API_TEXTS_NL>;

/** Plural keys (`x_one`, `x_other`) named without their category, as `apiText` takes them. */
type Singular<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B | K : K;

/** A key of a text the API can answer: its texts (every language) or the back office's (`staff.*`, Dutch). */
export type TextKey = Singular<ApiTextKey> | Singular<`staff.${Leaves<typeof STAFF_TEXTS_NL>}`>;

/** The Dutch texts by key: the API's own and the back office's (`staff.*`). */
const DUTCH = { ...API_TEXTS_NL, staff: STAFF_TEXTS_NL };

const lookup = (tree: unknown, key: string): string | undefined => {
  let node = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** The language's plural key (i18next JSON v4: `_one`, `_few`, `_many`, `_other`) for a count. */
const pluralKey = (lang: string, key: string, tree: unknown, count: number): string | undefined => {
  const category = new Intl.PluralRules(lang).select(count);
  return lookup(tree, `${key}_${category}`) ?? lookup(tree, `${key}_other`);
};

/**
 * A text of the API in a member's language (users.language), with `{{placeholders}}` filled in;
 * Dutch when the language has no text for the key (or is unknown).
 */
export function apiText(lang: string | null | undefined, key: string, vars: Record<string, string | number> = {}): string {
  const count = typeof vars.count === 'number' ? vars.count : undefined;
  const find = (l: string, tree: unknown): string | undefined =>
    lookup(tree, key) ?? (count === undefined ? undefined : pluralKey(l, key, tree, count));
  const own = lang && lang !== 'nl' ? find(lang, API_LOCALES[lang]?.api) : undefined;
  const text = own ?? find('nl', DUTCH);
  if (text === undefined) throw new Error(`api text ${key} is missing in nl`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The languages the API has texts for. */
export const apiLanguages = (): string[] => ['nl', ...Object.keys(API_LOCALES)];

/** The `<html lang>` of a mail: the member's language when the API has texts in it, else nl. */
export const mailLanguage = (language: string | null | undefined): string =>
  language && apiLanguages().includes(language) ? language : 'nl';

/** A moment as a mail names it, in the member's language and Dutch time ("12 maart 2026 om 14:05"). */
export const formatMoment = (at: Date, language: string | null | undefined): string =>
  at.toLocaleString(`${mailLanguage(language)}-NL`, { timeZone: 'Europe/Amsterdam', dateStyle: 'long', timeStyle: 'short' });

/** A date as a mail names it, in the member's language ("12 maart 2026"). */
export const formatDay = (at: Date, language: string | null | undefined): string =>
  new Intl.DateTimeFormat(`${mailLanguage(language)}-NL`, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(at);

/** An amount of money as a mail names it, in the member's language (€ 2,50 in nl, €2.50 in en). */
export const formatMoney = (cents: number, currency: string, language: string | null | undefined): string =>
  new Intl.NumberFormat(`${mailLanguage(language)}-NL`, { style: 'currency', currency }).format(cents / 100);

/**
 * An interest's name in the language (`interests.<slug>` of api/src/locales/<lang>.json), else its
 * Dutch name as stored (interests.name). Stored and filtered values stay ids and slugs.
 */
export const interestName = (lang: string, slug: string, dutch: string): string =>
  (lang === 'nl' ? undefined : lookup(API_LOCALES[lang]?.api, `interests.${slug}`)) ?? dutch;
