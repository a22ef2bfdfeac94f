/**
 * ARCHITECTURE §2: a remote never imports another remote (nor the shell); remotes import only
 * `shared-kernel/*` and libraries; the shell loads remotes only through the federation runtime;
 * the kernel imports no package of the platform.
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
// The remotes: the workspaces with a federation manifest in their package.json (as scripts/packages.js reads them).
const REMOTES = (readJson('package.json').workspaces as string[]).filter(
  (ws) => ws !== 'shell' && fs.existsSync(path.join(root, ws, 'package.json')) && 'federation' in readJson(`${ws}/package.json`),
);
const PACKAGES = ['shell', ...REMOTES, 'shared-kernel'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(t|j)sx?$/.test(e.name) ? [p] : [];
  });
}

function importsOf(file: string): string[] {
  const src = fs.readFileSync(file, 'utf8');
  const specs: string[] = [];
  const re = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (let m = re.exec(src); m; m = re.exec(src)) specs.push((m[1] ?? m[2] ?? m[3]) as string);
  return specs;
}

/** The platform package an import lands in, or null for a library. */
function targetPackage(file: string, spec: string): string | null {
  if (spec.startsWith('.')) {
    const rel = path.relative(root, path.resolve(path.dirname(file), spec));
    return rel.split(path.sep)[0] ?? null;
  }
  const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
  return PACKAGES.includes(name as string) ? (name as string) : null;
}

const cases = PACKAGES.map((pkg) => [pkg, sourceFiles(path.join(root, pkg, 'src'))] as const);

test.each(cases)('%s imports only itself, the kernel and libraries', (pkg, files) => {
  expect(files.length).toBeGreaterThan(0);
  const allowed = pkg === 'shared-kernel' ? ['shared-kernel'] : [pkg, 'shared-kernel'];
  const violations = files.flatMap((file) =>
    importsOf(file)
      .map((spec) => ({ spec, target: targetPackage(file, spec) }))
      .filter(({ target }) => target !== null && !allowed.includes(target))
      .map(({ spec }) => `${path.relative(root, file)} → ${spec}`),
  );
  expect(violations).toEqual([]);
});

const allFiles = cases.flatMap(([, files]) => files);

// Libraries used only through one kernel module, which makes them singletons and lets webpack tree-shake them.
// (The server builds' router, `router/server.ts`, is never in a browser bundle.)
const KERNEL_FACADES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['react-router', ['shared-kernel/src/router/index.ts', 'shared-kernel/src/router/server.ts']],
  ['rxjs', ['shared-kernel/src/rx/index.ts']],
  ['react-i18next', ['shared-kernel/src/i18n/index.ts']],
];

test.each(KERNEL_FACADES)('%s is imported only by %s', (lib, facades) => {
  const direct = allFiles
    .filter((f) => !facades.some((facade) => f.endsWith(facade.split('/').join(path.sep))) && !/\.test\.tsx?$/.test(f))
    .filter((f) => importsOf(f).some((s) => s === lib || s.startsWith(`${lib}/`)))
    .map((f) => path.relative(root, f));
  expect(direct).toEqual([]);
});

test('kernel modules reach other kernel modules through their shared subpath, never relatively', () => {
  // Each kernel subpath is a federation singleton; a relative import would bundle a second copy
  // (a second bus, a second store) into whichever container provides the importing module.
  const kernelFiles = allFiles.filter((f) => f.includes(`${path.sep}shared-kernel${path.sep}src${path.sep}`));
  const crossing = kernelFiles.flatMap((file) =>
    importsOf(file)
      .filter((spec) => spec.startsWith('../'))
      .filter(() => !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}testing${path.sep}`) && !file.includes(`${path.sep}contract${path.sep}`))
      .map((spec) => `${path.relative(root, file)} → ${spec}`),
  );
  expect(crossing).toEqual([]);
});

test('a kernel module that pages import by its subpath is never also bundled through a relative import', () => {
  // A relative import of such a module (even `./x` from its own folder) puts a second copy into the
  // importing share's chunk: two instances on one page, and its bytes twice. Type-only imports and the
  // contract's zod schema modules (the API's and the tests', never loaded by a browser) do not count.
  const isTest = (f: string) => /\.test\.tsx?$/.test(f) || f.includes(`${path.sep}testing${path.sep}`);
  const browserFiles = allFiles.filter((f) => !isTest(f) && !f.includes(`${path.sep}shared-kernel${path.sep}src${path.sep}server${path.sep}`));
  const kernelSrc = path.join(root, 'shared-kernel', 'src');
  const importedBySubpath = new Set(
    browserFiles.flatMap((f) => importsOf(f).filter((spec) => spec.startsWith('shared-kernel/')).map((spec) => spec.slice('shared-kernel/'.length))),
  );
  const subpathOf = (target: string) => {
    const rel = path.relative(kernelSrc, target).split(path.sep).join('/').replace(/\.tsx?$/, '');
    return rel.endsWith('/index') ? rel.slice(0, -'/index'.length) : rel;
  };
  const resolve = (from: string, spec: string) =>
    ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => path.resolve(path.dirname(from), spec) + ext).find((f) => fs.existsSync(f));
  const schemaModule = (f: string) => f.includes(`${path.sep}contract${path.sep}`) && /from ['"]zod['"]/.test(fs.readFileSync(f, 'utf8'));
  const valueImports = (f: string) => {
    const src = fs.readFileSync(f, 'utf8');
    return [...src.matchAll(/(?:import|export)\s(?!type\b)[^'"]*?from\s*['"](\.[^'"]+)['"]/g)].map((m) => m[1] as string);
  };
  const copies = browserFiles
    .filter((f) => f.startsWith(kernelSrc + path.sep) && !schemaModule(f))
    .flatMap((file) =>
      valueImports(file)
        .map((spec) => [spec, resolve(file, spec)] as const)
        .filter(([, target]) => target !== undefined && importedBySubpath.has(subpathOf(target)))
        .map(([spec]) => `${path.relative(root, file)} → ${spec}`),
    );
  expect(copies).toEqual([]);
});

test('the rule covers every remote', () => {
  expect([...REMOTES].sort()).toEqual(['mfe-auth', 'mfe-backoffice', 'mfe-chat', 'mfe-landers', 'mfe-members', 'mfe-payments']);
});

test('the rule catches a cross-remote import', () => {
  const file = path.join(root, 'mfe-chat/src/app/App.tsx');
  expect(targetPackage(file, '../../../mfe-members/src/app/App')).toBe('mfe-members');
  expect(targetPackage(file, 'mfe-members/src/x')).toBe('mfe-members');
  expect(targetPackage(file, 'shared-kernel/bus')).toBe('shared-kernel');
  expect(targetPackage(file, 'react')).toBeNull();
});

test('browser code takes only types from the zod schemas of the contract, values from its zod-free modules', () => {
  // zod is not shared with the browser: a value import of a schema module would bundle it.
  const ZOD_FREE = [
    'constants',
    'account-rules',
    'locale',
    'profile-attributes',
    'profile-rules',
    'complaint-rules',
    'direct-debit-rules',
    'error-codes',
    'provinces',
    'admin-rules',
    'admin-ops-rules',
    'moderation-rules',
    'admin-prices-rules',
    'rule-values',
  ];
  const contractDir = path.join(root, 'shared-kernel', 'src', 'contract');
  for (const m of ZOD_FREE) expect(fs.readFileSync(path.join(contractDir, `${m}.ts`), 'utf8')).not.toMatch(/from ['"]zod['"]/);
  const browserFiles = allFiles.filter(
    (f) => !/\.test\.tsx?$/.test(f) && !f.includes(`${path.sep}mocks${path.sep}`) && !f.includes(`${path.sep}contract${path.sep}`) && !f.includes(`${path.sep}testing`),
  );
  const valueImport = /import\s+(?!type\b)[^'"]*?from\s*['"]shared-kernel\/contract(?:\/([a-z-]+))?['"]/g;
  const offenders = browserFiles.flatMap((file) => {
    const src = fs.readFileSync(file, 'utf8');
    const found: string[] = [];
    for (let m = valueImport.exec(src); m; m = valueImport.exec(src)) {
      if (!m[1] || !ZOD_FREE.includes(m[1])) found.push(`${path.relative(root, file)} → shared-kernel/contract${m[1] ? `/${m[1]}` : ''}`);
    }
    return found;
  });
  expect(offenders).toEqual([]);
});
