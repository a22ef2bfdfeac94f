// ESLint over every package. Besides the recommended rules it enforces the dependency rules of
// ARCHITECTURE §2 (import-x/no-restricted-paths zones below) and forbids import cycles
// (import-x/no-cycle). `scripts/lint-rules.test.mjs` proves each rule reports a violation.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

const root = import.meta.dirname;

const REMOTES = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name.startsWith('mfe-'))
  .map((e) => e.name)
  .sort();
const FRONT_END = ['shell', ...REMOTES];

/** The subfolders of `dir` (relative to the root), or none when it does not exist. */
function folders(dir) {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Folder `parent/X` may not import `parent/Y` for any two siblings X and Y. */
function siblingsApart(parent, message) {
  return folders(parent).map((name) => ({
    target: `${parent}/${name}`,
    from: parent,
    except: [`./${name}`],
    message,
  }));
}

const sharedFolders = (pkg) => ['components', 'hooks', 'utils'].map((d) => `${pkg}/src/${d}`);

const featureZones = FRONT_END.flatMap((pkg) => [
  ...siblingsApart(
    `${pkg}/src/features`,
    'A feature never imports another feature: compose them in app/, or lift the shared part into the package components/, hooks/ or utils/, or the kernel.',
  ),
  {
    target: sharedFolders(pkg),
    from: `${pkg}/src/features`,
    message: 'The package components/, hooks/ and utils/ serve every feature and import none.',
  },
]);

// Kept apart because a page's test may render the whole remote (`app/App`) to reach the page by its route.
const appZones = FRONT_END.map((pkg) => ({
  target: [`${pkg}/src/features`, ...sharedFolders(pkg)],
  from: `${pkg}/src/app`,
  message: 'Shared code flows app → features → components/hooks/utils → kernel: only app/ imports app/.',
}));

const packageZones = [
  ...REMOTES.map((remote) => ({
    target: remote,
    from: [...REMOTES.filter((r) => r !== remote), 'shell', 'api'],
    message: 'A remote imports only shared-kernel and libraries: never another remote, the shell or the api.',
  })),
  {
    target: 'shell',
    from: [...REMOTES, 'api'],
    message: 'The shell imports only shared-kernel and libraries; it loads remotes through the federation runtime.',
  },
  {
    target: 'shared-kernel',
    from: [...REMOTES, 'shell', 'api'],
    message: 'The kernel never imports a remote, the shell or the api.',
  },
  {
    target: 'api',
    from: FRONT_END,
    message: 'The api imports shared-kernel (the contract) and libraries, never a front-end package.',
  },
];

const apiZones = [
  {
    target: ['api/src/domain', 'api/src/credits', 'api/src/db', 'api/src/i18n', 'api/src/web/*.ts', 'api/src/web/!(routes)/**'],
    from: 'api/src/web/routes',
    message: 'Nothing under the route plugins imports one: the domain, the infrastructure under it (credits, db, i18n) and the web layer\'s shared parts (api/src/web).',
  },
  {
    target: 'api/src/domain',
    from: 'api/src/web',
    message: 'The domain is below the web layer: it throws a DomainError (domain/errors.ts) and validates with domain/validation.ts; web/ maps and answers.',
  },
  {
    target: ['api/src/db', 'api/src/credits', 'api/src/i18n', 'api/src/storage'],
    from: ['api/src/domain', 'api/src/web'],
    message: 'db, credits, i18n and storage are below the domain: they never import it or the web layer.',
  },
  ...siblingsApart(
    'api/src/web/routes',
    "A plugin never imports another plugin's files: move what they share into api/src/domain.",
  ),
  {
    // Every file of api/src but the development doubles themselves and app.ts (below).
    target: ['api/src/!(dev)/**', 'api/src/!(app).ts'],
    from: 'api/src/dev',
    message: 'Product code never imports a development double (api/src/dev): app.ts loads one with import() when it is switched on (web/dev-doubles.ts).',
  },
];

// Test support (msw mocks, fixtures, render helpers): the kernel's `shared-kernel/testing` and a
// package's own src/mocks/ or src/testing/. Only tests, test support and the standalone dev entry
// (scripts/standalone-*.ts) may import it, so no production bundle carries it.
const TEST_SUPPORT = ['shared-kernel/src/testing', ...FRONT_END.flatMap((p) => [`${p}/src/mocks`, `${p}/src/testing`])];
const testSupportZones = [
  {
    target: [...FRONT_END, 'shared-kernel', 'api'].map((p) => `${p}/src`),
    from: TEST_SUPPORT,
    message: 'Production code never imports test support (shared-kernel/testing, src/mocks, src/testing): only tests do.',
  },
];

const TS = ['**/*.{ts,tsx,mts,cts}'];
const TESTS = ['**/*.test.{ts,tsx,mts,cts,js,mjs,cjs}', 'e2e/**/*.spec.ts'];
const FRONT_END_SRC = [...FRONT_END, 'shared-kernel'].map((p) => `${p}/src/**/*.{ts,tsx}`);
const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

export default defineConfig(
  {
    ignores: ['**/node_modules/', '**/dist/', 'deploy/', '.data/', '.tmp/', 'test-results/', 'playwright-report/', 'bench/monolith/.generated/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    files: TS,
    extends: [tseslint.configs.recommended],
  },
  {
    // Node scripts, configs, benchmarks, the e2e server and the api's build scripts.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: TS,
    rules: {
      // `_`-prefixed names are deliberately unused (an ignored parameter or a destructured-away field).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: FRONT_END_SRC,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: FRONT_END_SRC,
    // Tests call jest set-up helpers named like hooks at the top of the file (`useMockApi()`,
    // `useNavigationSpy()`), which register beforeAll/afterEach and are no React hooks.
    ignores: TESTS,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
    },
    rules: {
      // A boundary rule can only judge an import the resolver finds: an unresolved one would slip past.
      // `@remote-app` is the standalone dev server's webpack alias of the remote being run; a `.generated/`
      // module is written by a script before the build that uses it (bench/lib/monolith.cjs).
      'import-x/no-unresolved': ['error', { ignore: ['^@remote-app$', '/\\.generated/'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': restrictedPaths([...featureZones, ...appZones, ...packageZones, ...apiZones]),
    },
  },
  {
    // app.ts loads the development doubles only when switched on, with import(): a static import would
    // evaluate them in every process, production included.
    files: ['api/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./dev', './dev/**'], message: "Load a development double with `await import('./dev/...')` when it is switched on." }] },
      ],
    },
  },
  {
    // The domain is plain TypeScript over Kysely: requests, replies and cookies are the web layer's
    // (api/src/web, e.g. web/member-session.ts). Type imports count too.
    files: ['api/src/domain/**/*.{ts,tsx,mts,cts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['fastify', '@fastify/*'], message: 'The domain never imports Fastify: take plain values (tokens, ip, a Logger) and let api/src/web read and answer the request.' }] },
      ],
    },
  },
  {
    // Production sources: the zones above and no test support.
    files: [...FRONT_END_SRC, 'api/src/**/*.ts'],
    ignores: [...TESTS, '**/src/testing/**', '**/src/mocks/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...featureZones, ...appZones, ...packageZones, ...apiZones, ...testSupportZones]),
    },
  },
  {
    files: TESTS,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...featureZones, ...packageZones, ...apiZones]),
      // Nothing imports a test file, so no cycle can pass through one.
      'import-x/no-cycle': 'off',
    },
  },
);
