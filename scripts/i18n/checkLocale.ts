/**
 * The rules a language file (<pkg>/src/locales/<lang>.json) must meet against the Dutch texts of its
 * package (`npm run i18n:dump -- <pkg>`): the same keys, plural keys in exactly the categories the
 * language has (Intl.PluralRules, i18next JSON v4), the same {{placeholders}}, and no text left in Dutch
 * unless it is on the allow-list (names, verbatim SPEC texts).
 */
export type Tree = { [key: string]: string | Tree };

const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}|\$t\(([^)]*)\)/g;

export function flatten(tree: Tree, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object') flatten(value, path, out);
    else out[path] = String(value);
  }
  return out;
}

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? `$t(${m[2]})`))].sort();

/** Dutch keys grouped: plain keys, and plural bases (`x` for `x_one` + `x_other`). */
function groups(dutch: Record<string, string>): { plain: string[]; plural: Map<string, string[]> } {
  const plural = new Map<string, string[]>();
  const plain: string[] = [];
  for (const key of Object.keys(dutch)) {
    const base = key.replace(PLURAL, '');
    if (base !== key && `${base}_other` in dutch) plural.set(base, [...(plural.get(base) ?? []), key]);
    else plain.push(key);
  }
  return { plain, plural };
}

/** Has words a translator would translate (not only placeholders, digits, symbols). */
const hasWords = (text: string): boolean => /\p{L}{2,}/u.test(text.replace(PLACEHOLDER, ''));

export function checkLocale(
  lang: string,
  dutchTree: Tree,
  localeTree: Tree,
  sameAsDutch: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const dutch = flatten(dutchTree);
  const own = flatten(localeTree);
  const { plain, plural } = groups(dutch);
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const expected = new Set<string>(plain);
  for (const base of plural.keys()) for (const c of categories) expected.add(`${base}_${c}`);

  for (const key of expected) if (!(key in own)) problems.push(`${lang}: missing ${key}`);
  for (const key of Object.keys(own)) if (!expected.has(key)) problems.push(`${lang}: ${key} is not a Dutch key`);

  const allowed = new Set(sameAsDutch);
  for (const key of plain) {
    const text = own[key];
    const nl = dutch[key] ?? '';
    if (text === undefined) continue;
    if (placeholders(text).join() !== placeholders(nl).join()) {
      problems.push(`${lang}: ${key} has placeholders [${placeholders(text).join(', ')}], Dutch [${placeholders(nl).join(', ')}]`);
    }
    if (text === nl && hasWords(nl) && !allowed.has(key)) problems.push(`${lang}: ${key} is still Dutch: "${nl}"`);
    if (text.trim() === '' && nl.trim() !== '') problems.push(`${lang}: ${key} is empty`);
  }
  for (const [base, keys] of plural) {
    const dutchPlaceholders = new Set(keys.flatMap((k) => placeholders(dutch[k] ?? '')));
    for (const c of categories) {
      const key = `${base}_${c}`;
      const text = own[key];
      if (text === undefined) continue;
      for (const p of placeholders(text)) {
        if (!dutchPlaceholders.has(p)) problems.push(`${lang}: ${key} has placeholder ${p} that Dutch lacks`);
      }
      const nl = dutch[key] ?? dutch[`${base}_other`] ?? '';
      if (text === nl && hasWords(nl) && !allowed.has(key) && !allowed.has(base)) {
        problems.push(`${lang}: ${key} is still Dutch: "${nl}"`);
      }
    }
    // every placeholder of Dutch (e.g. {{name}}) appears in the language's forms too ({{count}} may be spelled out in _one)
    const ownPlaceholders = new Set(categories.flatMap((c) => placeholders(own[`${base}_${c}`] ?? '')));
    for (const p of dutchPlaceholders) {
      if (p !== 'count' && !ownPlaceholders.has(p)) problems.push(`${lang}: ${base} lacks placeholder ${p}`);
    }
  }
  return problems;
}

/** Number of texts a language needs for a package (plural keys counted per category). */
export function keyCount(lang: string, dutchTree: Tree): number {
  const { plain, plural } = groups(flatten(dutchTree));
  return plain.length + plural.size * new Intl.PluralRules(lang).resolvedOptions().pluralCategories.length;
}
