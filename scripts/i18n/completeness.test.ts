/**
 * Every language file (<pkg>/src/locales/<lang>.json, api/src/locales/<lang>.json) against the Dutch
 * texts of its package: same keys, its own plural categories, same placeholders, nothing left in
 * Dutch except the allow-list (scripts/i18n/same-as-dutch.json). See docs/i18n.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES } from '../../shared-kernel/src/i18n';
import { checkLocale, keyCount, type Tree } from './checkLocale';

const ROOT = join(__dirname, '../..');
const PACKAGES = ['shared-kernel', 'shell', 'mfe-auth', 'mfe-members', 'mfe-chat', 'mfe-payments', 'mfe-landers', 'api'];
const allowList = JSON.parse(readFileSync(join(__dirname, 'same-as-dutch.json'), 'utf8')) as Record<string, Record<string, string[]>>;

const dutchOf = (pkg: string): Tree =>
  JSON.parse(execFileSync(process.execPath, [join(__dirname, 'dump.mjs'), pkg], { cwd: ROOT, encoding: 'utf8' })) as Tree;

const languageFiles = (pkg: string): string[] => {
  const dir = join(ROOT, pkg, 'src', 'locales');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
};

describe('language files are complete', () => {
  const dutch = new Map<string, Tree>();
  beforeAll(() => {
    for (const pkg of PACKAGES) dutch.set(pkg, dutchOf(pkg));
  }, 60_000);

  it.each(PACKAGES)('%s: every language file has exactly the Dutch keys, plurals and placeholders', (pkg) => {
    const nl = dutch.get(pkg)!;
    expect(Object.keys(nl).length).toBeGreaterThan(0);
    const problems: string[] = SUPPORTED_LANGUAGES.filter((lang) => lang !== 'nl' && !languageFiles(pkg).includes(`${lang}.json`)).map(
      (lang) => `${lang}.json: missing (every supported language has every package's texts)`,
    );
    for (const file of languageFiles(pkg)) {
      const lang = file.replace(/\.json$/, '');
      if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(lang) || lang === 'nl') {
        problems.push(`${file}: not a supported language besides nl`);
        continue;
      }
      const own = JSON.parse(readFileSync(join(ROOT, pkg, 'src', 'locales', file), 'utf8')) as Tree;
      const allowed = [...(allowList[pkg]?.['*'] ?? []), ...(allowList[pkg]?.[lang] ?? [])];
      problems.push(...checkLocale(lang, nl, own, allowed));
    }
    expect(problems).toEqual([]);
  });

  it('reports the number of texts per language', () => {
    const lines = SUPPORTED_LANGUAGES.map((lang) => {
      const total = PACKAGES.reduce((sum, pkg) => sum + keyCount(lang, dutch.get(pkg)!), 0);
      const present = PACKAGES.filter((pkg) => lang === 'nl' || languageFiles(pkg).includes(`${lang}.json`));
      return `${lang}: ${total} texts, ${present.length}/${PACKAGES.length} packages`;
    });
    console.log(`i18n completeness\n${lines.join('\n')}`);
    expect(lines).toHaveLength(SUPPORTED_LANGUAGES.length);
  });
});
