/**
 * One source of truth per remote: the `federation` manifest in its package.json. The shell's route
 * table is built from the manifests; here the shell's table and each remote's own routes (the ROUTES
 * its src/app/App.tsx renders) are checked against each other, through the shell's real matching.
 */
import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'shared-kernel/router';
import { matchShellRoute } from '../shell/src/app/matchRoute';
import { ROUTES as SHELL_ROUTES, routeTable } from '../shell/src/app/routes';
import packages from './packages.js';

type Manifest = (typeof packages.MANIFESTS)[number];
const { MANIFESTS, root } = packages;

const isPrefix = (p: string) => p.endsWith('/*');
const absolute = (p: string) => `/${p.replace(/^\//, '')}`;

/** Concrete paths a route pattern matches: each optional segment left out and filled in. */
function samples(pattern: string): string[] {
  const filled = pattern.replace(/:\w+\?/g, 'x1').replace(/:\w+/g, '7').replace(/\*$/, 'a/b');
  const short = pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '7').replace(/\*$/, 'a');
  return [...new Set([filled, short || '/'])];
}

/** The routes a remote renders: the ROUTES of its src/app/App.tsx, as absolute paths. */
async function remoteRoutes(pkg: string): Promise<string[]> {
  const mod = (await import(path.join(root, pkg, 'src/app/App'))) as { ROUTES?: ReadonlyArray<{ path: string }> };
  if (!mod.ROUTES) throw new Error(`${pkg}/src/app/App.tsx exports no ROUTES`);
  return mod.ROUTES.map((r) => absolute(r.path));
}

test('every front-end workspace but the shell is a remote with a manifest, and the type check covers it', () => {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  expect(MANIFESTS.map((m) => m.pkg).sort()).toEqual(workspaces.filter((w) => w.startsWith('mfe-')).sort());
  const tsconfig = fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8');
  expect(tsconfig).toContain('"mfe-*/src"');
});

test('the shell is built with the manifests’ routes, and only those', () => {
  const fromManifests = MANIFESTS.flatMap((m) => m.routes.map((r) => ({ ...r, remote: m.pkg })));
  expect([...SHELL_ROUTES].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
    fromManifests.sort((a, b) => a.path.localeCompare(b.path)),
  );
});

type RouteOwner = (path: string) => string | undefined;

/**
 * Where the shell's table and a remote's own routes disagree: a route the remote renders that the
 * shell does not give it (not declared, or shadowed by another remote's route), or a route the shell
 * gives it that it does not render.
 */
function disagreements(pkg: string, declared: Manifest['routes'], rendered: string[], shellOwner: RouteOwner): string[] {
  const owned = declared.filter((r) => !isPrefix(r.path));
  // `/x/*` owns `/x` itself too (the shell's matching gives it; checked below through that matching).
  const prefixes = declared.filter((r) => isPrefix(r.path)).map((r) => r.path.slice(0, -1));
  const problems: string[] = [];
  for (const route of rendered) {
    if (!owned.some((r) => r.path === route) && !prefixes.some((p) => route.startsWith(p) || route === p.slice(0, -1))) {
      problems.push(`${pkg} renders ${route}, which its federation.routes do not own`);
    }
    for (const sample of samples(route)) {
      const owner = shellOwner(sample);
      if (owner !== pkg) problems.push(`${pkg} renders ${sample}, which the shell gives to ${owner ?? 'nobody (404)'}`);
    }
  }
  const objects = rendered.map((p) => ({ path: p }));
  for (const route of owned) {
    for (const sample of samples(route.path)) {
      if (shellOwner(sample) !== pkg) problems.push(`the shell does not route ${sample} (${route.path}) to ${pkg}`);
      if (!matchRoutes(objects, sample)) problems.push(`${pkg} owns ${route.path} but renders no route for ${sample}`);
    }
  }
  return problems;
}

const realShell: RouteOwner = (p) => matchShellRoute(p)?.route.remote;

describe.each(MANIFESTS.map((m) => [m.pkg, m] as const))('%s', (pkg, manifest) => {
  test('the shell’s table and its own routes agree', async () => {
    expect(disagreements(pkg, manifest.routes, await remoteRoutes(pkg), realShell)).toEqual([]);
  });
});

test('a page added under an owned prefix reaches its remote without a shell change', async () => {
  const landers = MANIFESTS.find((m) => m.pkg === 'mfe-landers');
  expect(landers?.routes).toContainEqual({ path: '/landers/*', name: 'landers', layout: 'lander' });
  expect(matchShellRoute('/landers/nieuwe-lander')?.route).toEqual(expect.objectContaining({ remote: 'mfe-landers', layout: 'lander' }));
  const rendered = [...(await remoteRoutes('mfe-landers')), '/landers/nieuwe-lander/:slug?'];
  expect(disagreements('mfe-landers', landers?.routes ?? [], rendered, realShell)).toEqual([]);
});

test('the check bites: a route rendered but not owned, an owned route not rendered, a shadowed route', async () => {
  const members = MANIFESTS.find((m) => m.pkg === 'mfe-members');
  const rendered = await remoteRoutes('mfe-members');
  expect(disagreements('mfe-members', members?.routes ?? [], [...rendered, '/pricing'], realShell)).toEqual([
    'mfe-members renders /pricing, which its federation.routes do not own',
    'mfe-members renders /pricing, which the shell gives to mfe-payments',
  ]);
  expect(disagreements('mfe-members', members?.routes ?? [], rendered.filter((p) => p !== '/likes/m/:id'), realShell)).toEqual([
    'mfe-members owns /likes/m/:id but renders no route for /likes/m/7',
  ]);
  // Declared by two remotes: the shell's matching gives the path to one of them only.
  const table = routeTable({ 'mfe-a': [['/x/:id', 'x']], 'mfe-b': [['/x/7', 'x7']] });
  const owner: RouteOwner = (p) => matchRoutes(table.map((route) => ({ path: route.path, route })), p)?.at(-1)?.route.route.remote;
  expect(disagreements('mfe-a', [{ path: '/x/:id', name: 'x', layout: 'default' }], ['/x/:id'], owner)).toEqual([
    'mfe-a renders /x/7, which the shell gives to mfe-b',
    'the shell does not route /x/7 (/x/:id) to mfe-a',
  ]);
});

describe('manifest validation', () => {
  const base = { dependencies: { 'shared-kernel': '^1.0.0' } };
  const valid = { name: 'mfe_x', devPort: 3999, routes: [{ path: '/x', name: 'x' }] };

  test('a valid manifest is normalised (layout default)', () => {
    expect(packages.validateManifest('mfe-x', { ...base, federation: valid })).toEqual(
      expect.objectContaining({ name: 'mfe_x', devPort: 3999, kernelRange: '^1.0.0', routes: [{ path: '/x', name: 'x', layout: 'default' }] }),
    );
  });

  test.each([
    ['a container name that is no identifier', { ...valid, name: 'mfe-x' }, /JS identifier/],
    ['no routes', { ...valid, routes: [] }, /routes/],
    ['a relative path', { ...valid, routes: [{ path: 'x', name: 'x' }] }, /must start with \//],
    ['a splat inside a path', { ...valid, routes: [{ path: '/x/*/y', name: 'x' }] }, /trailing/],
    ['an unknown layout', { ...valid, routes: [{ path: '/x', name: 'x', layout: 'wide' }] }, /layout/],
  ])('rejects %s', (_what, federation, message) => {
    expect(() => packages.validateManifest('mfe-x', { ...base, federation })).toThrow(message);
  });

  test('rejects a remote without a kernel range', () => {
    expect(() => packages.validateManifest('mfe-x', { federation: valid })).toThrow(/shared-kernel/);
  });
});
