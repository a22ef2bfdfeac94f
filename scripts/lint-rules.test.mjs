// The dependency rules of eslint.config.mjs bite: each forbidden import below is linted in memory
// (as if written in the file named) and must be reported by the expected rule; the legal imports
// must be reported by nothing. Run by `npm run lint` (node --test).
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });

/** The rules that report `code` written in `file` (relative to the root), sorted. */
async function rulesReporting(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return [...new Set(result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`))].sort();
}

/** Code that imports each of `specs` and uses what it got (so only the import itself can be wrong). */
const importing = (...specs) =>
  `${specs.map((s, i) => `import * as m${i} from '${s}';`).join('\n')}\nexport const probe = [${specs.map((_, i) => `m${i}`).join(', ')}];\n`;

const RESTRICTED = ['import-x/no-restricted-paths'];

// The api is being restructured: take real plugin folders and modules as they are now.
const pluginsDir = path.join(root, 'api/src/web/routes');
const plugins = fs
  .readdirSync(pluginsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && fs.existsSync(path.join(pluginsDir, e.name, 'index.ts')))
  .map((e) => e.name)
  .sort();

/** A value import `from → to` between two modules of api/src (relative paths from the root). */
function apiImportEdge() {
  const files = fs.readdirSync(path.join(root, 'api/src'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.ts$/.test(f));
  for (const rel of files.sort()) {
    const from = path.join('api/src', rel);
    const src = fs.readFileSync(path.join(root, from), 'utf8');
    for (const m of src.matchAll(/^import (?!type\b)[^;]*?from '(\.{1,2}\/[^']+)';$/gm)) {
      const base = path.join(path.dirname(from), m[1]);
      const to = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(path.join(root, f)));
      if (to) return { from, to };
    }
  }
  throw new Error('no relative value import found in api/src');
}

/** `to` relative to the folder of `from`, as an import specifier. */
const specifier = (from, to) => {
  const rel = path.relative(path.dirname(from), to).replace(/\.ts$/, '').split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

test('a feature never imports another feature', async () => {
  assert.deepEqual(
    await rulesReporting('mfe-members/src/features/profile/components/Probe.tsx', importing('../../gifts/components/GiftAction')),
    RESTRICTED,
  );
  assert.deepEqual(
    await rulesReporting('mfe-chat/src/features/conversation/components/Probe.tsx', importing('../../send/components/SendBox')),
    RESTRICTED,
  );
});

test('features and the package components never import app/; components never import a feature', async () => {
  assert.deepEqual(await rulesReporting('mfe-members/src/features/likes/components/Probe.tsx', importing('../../../app/App')), RESTRICTED);
  assert.deepEqual(await rulesReporting('mfe-members/src/components/Probe.tsx', importing('../features/gifts/components/GiftAction')), RESTRICTED);
});

test('a remote never imports another remote or the shell, by path or by package name', async () => {
  assert.deepEqual(await rulesReporting('mfe-chat/src/app/Probe.tsx', importing('../../../mfe-members/src/app/App')), RESTRICTED);
  assert.deepEqual(await rulesReporting('mfe-chat/src/app/Probe.tsx', importing('mfe-members/src/app/App')), RESTRICTED);
  assert.deepEqual(await rulesReporting('mfe-landers/src/app/Probe.tsx', importing('../../../shell/src/app/routes')), RESTRICTED);
});

test('the shell never imports a remote', async () => {
  assert.deepEqual(await rulesReporting('shell/src/app/Probe.tsx', importing('../../../mfe-auth/src/app/App')), RESTRICTED);
});

test('the kernel never imports a remote, the shell or the api', async () => {
  assert.deepEqual(await rulesReporting('shared-kernel/src/stores/probe.ts', importing('../../../mfe-chat/src/app/App')), RESTRICTED);
  assert.deepEqual(await rulesReporting('shared-kernel/src/ui/Probe.tsx', importing('../../../shell/src/app/routes')), RESTRICTED);
  assert.deepEqual(await rulesReporting('shared-kernel/src/http/probe.ts', importing(`../../../api/src/web/routes/${plugins[0]}/index`)), RESTRICTED);
});

test('production code never imports test support; tests and the standalone dev entry may', async () => {
  assert.deepEqual(await rulesReporting('mfe-members/src/features/likes/components/Probe.tsx', importing('shared-kernel/testing/server')), RESTRICTED);
  assert.deepEqual(await rulesReporting('mfe-payments/src/components/Probe.tsx', importing('shared-kernel/testing/fixtures')), RESTRICTED);
  assert.deepEqual(await rulesReporting('shared-kernel/src/stores/probe.ts', importing('../testing/handlers')), RESTRICTED);
  assert.deepEqual(await rulesReporting('shell/src/app/Probe.tsx', importing('shared-kernel/testing')), RESTRICTED);
  assert.deepEqual(await rulesReporting('mfe-payments/src/hooks/probe.ts', importing('../testing/payments')), RESTRICTED);
  assert.deepEqual(await rulesReporting('api/src/domain/probe/rules.ts', importing('shared-kernel/testing/dutchWords')), RESTRICTED);
  assert.deepEqual(await rulesReporting('mfe-members/src/features/likes/components/Probe.test.tsx', importing('shared-kernel/testing/server')), []);
  assert.deepEqual(await rulesReporting('mfe-payments/src/testing/probe.ts', importing('shared-kernel/testing/fixtures')), []);
  assert.deepEqual(await rulesReporting('scripts/standalone-probe.ts', importing('shared-kernel/testing/browser')), []);
});

test('an api domain module never imports a plugin', async () => {
  assert.ok(plugins.length >= 2, 'api/src/web/routes has plugins');
  assert.deepEqual(await rulesReporting('api/src/domain/probe/rules.ts', importing(`../../web/routes/${plugins[0]}/index`)), RESTRICTED);
  // Nor does the web layer's shared part (a route plugin is only found by the generated list).
  assert.deepEqual(await rulesReporting('api/src/web/probe.ts', importing(`./routes/${plugins[0]}/index`)), RESTRICTED);
});

test('db, credits, i18n and storage never import the domain or the web layer', async () => {
  assert.deepEqual(await rulesReporting('api/src/db/probe.ts', importing('../domain/errors')), RESTRICTED);
  assert.deepEqual(await rulesReporting('api/src/credits/probe.ts', importing('../web/errors')), RESTRICTED);
  assert.deepEqual(await rulesReporting('api/src/i18n/probe.ts', importing('../domain/accounts/user')), RESTRICTED);
  assert.deepEqual(await rulesReporting('api/src/storage/probe.ts', importing('../domain/errors')), RESTRICTED);
  // The domain uses the store.
  assert.deepEqual(await rulesReporting('api/src/domain/accounts/probe.ts', importing('../../storage')), []);
  assert.deepEqual(await rulesReporting('api/src/db/probe.ts', importing('./schema')), []);
});

test('an api domain module never imports the web layer (api/src/web)', async () => {
  assert.deepEqual(await rulesReporting('api/src/domain/probe/rules.ts', importing('../../web/errors')), RESTRICTED);
  assert.deepEqual(await rulesReporting('api/src/domain/accounts/probe.ts', importing('../../web/route')), RESTRICTED);
  // What the domain needs of errors and validation is its own.
  assert.deepEqual(await rulesReporting('api/src/domain/accounts/probe.ts', importing('../errors', '../validation')), []);
});

test('an api domain module never imports Fastify (types included); the web layer does', async () => {
  const FASTIFY = ['no-restricted-imports'];
  assert.deepEqual(await rulesReporting('api/src/domain/accounts/probe.ts', importing('fastify')), FASTIFY);
  assert.deepEqual(await rulesReporting('api/src/domain/probe/deep/rules.ts', importing('@fastify/cookie')), FASTIFY);
  assert.deepEqual(
    await rulesReporting('api/src/domain/accounts/probe.ts', "import type { FastifyRequest } from 'fastify';\nexport type Probe = FastifyRequest;\n"),
    FASTIFY,
  );
  assert.deepEqual(await rulesReporting('api/src/web/probe.ts', importing('fastify', '@fastify/cookie')), []);
});

test('a plugin never imports another plugin', async () => {
  const [a, b] = plugins;
  assert.deepEqual(await rulesReporting(`api/src/web/routes/${a}/probe.ts`, importing(`../${b}/index`)), RESTRICTED);
});

test('product code in api/src never imports a development double; app.ts only with import()', async () => {
  const dynamic = (spec) => `export const probe = () => import('${spec}');\n`;
  assert.deepEqual(await rulesReporting('api/src/domain/payments/probe.ts', importing('../../dev/payment-sandbox/store')), RESTRICTED);
  assert.deepEqual(await rulesReporting(`api/src/web/routes/${plugins[0]}/probe.ts`, dynamic('../../../dev/mailbox/plugin')), RESTRICTED);
  assert.deepEqual(await rulesReporting('api/src/web/probe.ts', importing('../dev/mailbox/plugin')), RESTRICTED);
  assert.deepEqual(await rulesReporting('api/src/probe.ts', dynamic('./dev/payment-sandbox/plugin')), RESTRICTED);
  // app.ts: a static import would evaluate the double in production too.
  assert.deepEqual(await rulesReporting('api/src/app.ts', importing('./dev/mailbox/plugin')), ['no-restricted-imports']);
  assert.deepEqual(await rulesReporting('api/src/app.ts', dynamic('./dev/mailbox/plugin')), []);
});

test('an import cycle in api/src is reported', async () => {
  // `from` imports `to`; written into `to`, an import of `from` closes the circle.
  const { from, to } = apiImportEdge();
  assert.deepEqual(await rulesReporting(to, importing(specifier(to, from))), ['import-x/no-cycle']);
});

test('an import cycle in a front-end package is reported', async () => {
  // ConversationRoute imports ConversationPage; the page importing its route back is a cycle.
  assert.deepEqual(
    await rulesReporting('mfe-chat/src/features/conversation/components/ConversationPage.tsx', importing('../../../app/ConversationRoute')),
    ['import-x/no-cycle', 'import-x/no-restricted-paths'],
  );
});

test('legal imports are reported by nothing', async () => {
  const legal = [
    // app/ composes features; a feature uses its own files, the package's shared folders and the kernel.
    ['mfe-members/src/app/Probe.tsx', importing('../features/gifts/components/GiftAction', '../features/profile/components/ProfilePage', './App')],
    [
      'mfe-members/src/features/profile/components/Probe.tsx',
      importing('./ProfileActions', '../api/member', '../../../components/NotFound', '../../../hooks/useAction', 'shared-kernel/bus', 'shared-kernel/stores/session', 'react'),
    ],
    // A page's test may render the whole remote.
    ['mfe-members/src/features/likes/components/Probe.test.tsx', importing('../../../app/App', './LikesPage')],
    ['shell/src/features/footer/components/Probe.tsx', importing('shared-kernel/remote/RemoteRoutes', 'shared-kernel/ui/Button')],
    ['shared-kernel/src/stores/probe.ts', importing('shared-kernel/bus', 'shared-kernel/http', 'shared-kernel/contract/constants')],
    // A plugin uses its own files and what is below the plugins; the api uses the contract.
    [`api/src/web/routes/${plugins[0]}/probe.ts`, importing('./index', '../../../db/database', '../../../domain/errors', '../../errors', 'shared-kernel/contract')],
    // A development double uses its own files and the product's; the api's tests use the doubles.
    ['api/src/dev/payment-sandbox/probe.ts', importing('./store', '../mailbox/plugin', '../../web/dev-doubles', '../../domain/payments/provider')],
    ['api/test/probe.test.ts', importing('../src/dev/payment-sandbox/store', '../src/dev/mailbox/plugin', '../src/app')],
  ];
  for (const [file, code] of legal) assert.deepEqual(await rulesReporting(file, code), [], file);
});
