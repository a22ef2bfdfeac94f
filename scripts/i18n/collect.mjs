// Collects the Dutch texts of a package: bundles every module of the package that calls
// addResources (with the real shared-kernel/i18n) for node, runs it, and reads the page's one
// i18next instance. Used by `npm run i18n:dump` and the completeness test (scripts/i18n/*.test.ts).
import { build } from 'esbuild';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Package → the i18next namespaces it owns (one per remote, ARCHITECTURE §3). */
export const PACKAGE_NAMESPACES = {
  'shared-kernel': ['kernel'],
  shell: ['shell'],
  'mfe-auth': ['auth'],
  'mfe-members': ['members'],
  'mfe-chat': ['chat'],
  'mfe-payments': ['payments'],
  'mfe-landers': ['landers'],
  api: ['api'],
};

const SOURCE = /\.(ts|tsx)$/;
const SKIP = /(\.test\.|\.spec\.|\/mocks\/|\/testing)/;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name) && !SKIP.test(path)) out.push(path);
  }
  return out;
}

/** Modules of a package that register texts. */
export function textModules(pkg) {
  if (pkg === 'api') return [join(ROOT, 'api/src/i18n/nl.ts')];
  return walk(join(ROOT, pkg, 'src')).filter((file) => /\baddResources\(/.test(readFileSync(file, 'utf8')));
}

/** The Dutch resources of a package: `{ <ns>: {...} }`. */
export async function collectDutch(pkg) {
  const namespaces = PACKAGE_NAMESPACES[pkg];
  if (!namespaces) throw new Error(`unknown package ${pkg}; known: ${Object.keys(PACKAGE_NAMESPACES).join(', ')}`);
  const dir = mkdtempSync(join(tmpdir(), 'i18n-dump-'));
  try {
    const entry = join(dir, 'entry.ts');
    const outfile = join(dir, 'out.cjs');
    const modules = textModules(pkg);
    if (pkg === 'api') {
      writeFileSync(entry, `export { API_TEXTS_NL as texts } from ${JSON.stringify(modules[0])};\n`);
    } else {
      writeFileSync(
        entry,
        modules.map((m) => `import ${JSON.stringify(m)};`).join('\n') +
          `\nexport { i18n } from ${JSON.stringify(join(ROOT, 'shared-kernel/src/i18n/index.ts'))};\n`,
      );
    }
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      jsx: 'automatic',
      logLevel: 'error',
      packages: 'external',
      // workspace packages are bundled from source; everything in node_modules stays external
      plugins: [workspacePlugin()],
      loader: { '.svg': 'empty', '.webm': 'empty', '.png': 'empty', '.css': 'empty', '.json': 'json' },
      define: { __REMOTE_ROUTES__: '[]', __KERNEL_VERSION__: '"0"', __FEDERATION_RUNTIME_VERSION__: '"0"' },
      absWorkingDir: ROOT,
      nodePaths: [join(ROOT, 'node_modules')],
    });
    // the bundle imports react etc. from the repository's node_modules
    const bundled = join(ROOT, 'scripts', 'i18n', `.dump-${process.pid}-${pkg}.cjs`);
    writeFileSync(bundled, readFileSync(outfile));
    try {
      const mod = createRequire(bundled)(bundled);
      if (pkg === 'api') return { api: mod.texts };
      const out = {};
      for (const ns of namespaces) out[ns] = mod.i18n.getResourceBundle('nl', ns) ?? {};
      return out;
    } finally {
      rmSync(bundled, { force: true });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Resolves `shared-kernel/...` and the other workspaces to their sources (package.json exports). */
function workspacePlugin() {
  const require = createRequire(join(ROOT, 'package.json'));
  return {
    name: 'workspaces',
    setup(b) {
      b.onResolve({ filter: /^shared-kernel(\/|$)/ }, (args) => ({ path: require.resolve(args.path) }));
    },
  };
}

export const relativeToRoot = (path) => relative(ROOT, path);
export { ROOT };
