/**
 * French typography (issue 27): in every French text a narrow no-break space (U+202F) or a
 * no-break space (U+00A0) stands before : ; ? ! % and inside « », never a plain space (which lets
 * the sign wrap to a line of its own) and never nothing (a URL's "https:" aside).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flatten, type Tree } from './checkLocale';

const ROOT = join(__dirname, '../..');
const FILES = ['shared-kernel', 'shell', 'mfe-auth', 'mfe-members', 'mfe-chat', 'mfe-payments', 'mfe-landers', 'api'].map((pkg) =>
  join(ROOT, pkg, 'src/locales/fr.json'),
);
const BAD_SPACE = / [:;?!%»]|« /;
// A sign glued to the word before it; the Dutch quotes of a lander's script, a URL and a header name aside.
const GLUED = /[\p{L}\d)}][;?!»]|[\p{L})}]:(?!\/\/)/u;
const ALLOWED_GLUED = new Set(['landers.video.description', 'api.errors.http.unsupportedMediaType']);

/** The French texts that break the rule, as "key: text". */
export function typographyProblems(tree: Tree): string[] {
  return Object.entries(flatten(tree))
    .filter(([key, text]) => BAD_SPACE.test(text) || (GLUED.test(text) && !ALLOWED_GLUED.has(key)))
    .map(([key, text]) => `${key}: ${text}`);
}

describe('French typography', () => {
  it('the rule finds a plain space and a glued sign', () => {
    expect(typographyProblems({ a: 'Tu as déjà un compte ?', b: 'Prix\u202f: 5\u202f€', c: 'Activer:', d: 'https://hartklop.be' })).toEqual([
      'a: Tu as déjà un compte ?',
      'c: Activer:',
    ]);
  });

  it.each(FILES)('%s', (file) => {
    expect(readdirSync(join(file, '..'))).toContain('fr.json');
    expect(typographyProblems(JSON.parse(readFileSync(file, 'utf8')) as Tree)).toEqual([]);
  });
});
