/**
 * Architecture rule for shell features: a feature never imports another feature (the lead composes
 * them in shell/src/app), never imports shell/src/app, and layouts do not import top-nav or footer
 * (they arrive through slots). Barrel files (index.ts) are not used inside features. The one shared
 * module features may import is the registration of the shell's language files (shell/src/locales).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const FEATURES_DIR = __dirname;
const LOCALES_DIR = resolve(__dirname, '../locales');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT_RE)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

const featureOf = (file: string) => relative(FEATURES_DIR, file).split(sep)[0];

describe('shell feature boundaries', () => {
  const files = sourceFiles(FEATURES_DIR).filter((f) => featureOf(f) !== 'featureBoundaries.test.ts');

  it('finds the feature sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => [relative(FEATURES_DIR, f), f]))('%s stays inside its feature', (_name, file) => {
    const own = featureOf(file);
    for (const spec of importsOf(file)) {
      if (!spec.startsWith('.')) {
        expect(spec).not.toMatch(/(^|\/)features\//);
        expect(spec).not.toMatch(/^shell\//);
        continue;
      }
      const target = resolve(join(file, '..'), spec);
      // The shell's language files (shell/src/locales) are resources of the whole package: every module
      // with texts registers them, as the remotes' modules register theirs.
      if (relative(LOCALES_DIR, target) === 'register') continue;
      const rel = relative(FEATURES_DIR, target);
      expect(rel.startsWith('..')).toBe(false); // not shell/src/app or elsewhere
      expect(rel.split(sep)[0]).toBe(own);
    }
  });

  it('has no barrel files', () => {
    expect(files.filter((f) => /(^|\/)index\.tsx?$/.test(f))).toEqual([]);
  });
});
