import { API_LOCALES } from '../locales';
import { API_TEXTS_NL } from './nl';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the API's texts, e.g. `mail.activate.subject`. */
export type ApiTextKey = Leaves<typeof API_TEXTS_NL>;

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
  const text = own ?? find('nl', API_TEXTS_NL);
  if (text === undefined) throw new Error(`api text ${key} is missing in nl`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The languages the API has texts for. */
export const apiLanguages = (): string[] => ['nl', ...Object.keys(API_LOCALES)];
