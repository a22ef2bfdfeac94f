import { apiText } from './index';
import { API_TEXTS_NL } from './nl';

/**
 * Dutch text → its key, for the texts the API stores or throws in Dutch and translates on the way
 * out: the server messages (`errors.*`) and what a decision says (`statements.*`). Built once, on
 * first use. A text with `{{placeholders}}` matches with any value in their place.
 */
interface Entry {
  key: string;
  pattern: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let exact: Map<string, string> | undefined;
let patterns: Entry[] | undefined;

function collect(tree: unknown, prefix: string, out: Array<[string, string]>): void {
  if (typeof tree === 'string') out.push([prefix, tree]);
  else if (tree && typeof tree === 'object') for (const [k, v] of Object.entries(tree)) collect(v, prefix ? `${prefix}.${k}` : k, out);
}

function build(): { exact: Map<string, string>; patterns: Entry[] } {
  if (exact && patterns) return { exact, patterns };
  const texts: Array<[string, string]> = [];
  collect(API_TEXTS_NL.errors, 'errors', texts);
  collect(API_TEXTS_NL.statements, 'statements', texts);
  const map = new Map<string, string>();
  const list: Entry[] = [];
  for (const [key, dutch] of texts) {
    const names = [...dutch.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.length === 0) {
      if (!map.has(dutch)) map.set(dutch, key);
      continue;
    }
    const source = dutch
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
      .join('');
    list.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  // The most specific template first: the one with the most fixed text.
  list.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  exact = map;
  patterns = list;
  return { exact, patterns };
}

/** The catalog key of a Dutch text and the values of its placeholders, or undefined when it is not in the catalog. */
export function findDutchText(text: string): { key: string; vars: Record<string, string> } | undefined {
  const { exact: map, patterns: list } = build();
  const key = map.get(text);
  if (key) return { key, vars: {} };
  for (const entry of list) {
    const match = entry.pattern.exec(text);
    if (!match) continue;
    const vars: Record<string, string> = {};
    entry.names.forEach((name, i) => {
      vars[name] = match[i + 1]!;
    });
    return { key: entry.key, vars };
  }
  return undefined;
}

/**
 * A Dutch text of the catalog in `lang` (the variable parts kept as they are); the text itself when
 * the language is Dutch, the text is not in the catalog, or the language has no translation of it.
 */
export function translateDutch(lang: string | null | undefined, text: string): string {
  if (!lang || lang === 'nl') return text;
  const found = findDutchText(text);
  return found ? apiText(lang, found.key, found.vars) : text;
}
