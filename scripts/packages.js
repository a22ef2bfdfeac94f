// The front-end packages of the platform, read from their package.json files.
//
// Each remote describes itself once, in the `federation` block of its package.json (see
// docs/composition.md, "A remote's manifest"):
//   name       federation container name (a JS identifier), e.g. "mfe_chat"
//   devPort    its port under `npm run dev`
//   routes     the paths of SPEC §2 it owns, each { path, name, layout? }; a path ending in `/*`
//              is an owned prefix: the remote may add pages below it without a shell change
//   exposes    parcels besides `./app` (optional)
//   standaloneMember  true when every page is for members: standalone dev starts logged in (optional)
// and the range of the kernel it needs in `dependencies["shared-kernel"]`.
// A remote is a workspace whose package.json has a `federation` block. The build, deploy and dev
// scripts, the shell's route table (injected at build time) and the tests all read this file.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

const LAYOUTS = ['default', 'chat', 'lander', 'empty', 'admin'];
const SHELL_DEV_PORT = 8080;

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

function fail(pkg, message) {
  throw new Error(`${pkg}/package.json "federation": ${message}`);
}

/** Checks one manifest and returns it in normalised form (layout filled in). */
function validateManifest(pkg, json) {
  const f = json.federation;
  if (!f || typeof f !== 'object') fail(pkg, 'missing');
  if (typeof f.name !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(f.name)) fail(pkg, '"name" must be a JS identifier');
  if (!Number.isInteger(f.devPort)) fail(pkg, '"devPort" must be a port number');
  if (!Array.isArray(f.routes) || f.routes.length === 0) fail(pkg, '"routes" must list the paths it owns');
  const kernel = json.dependencies?.['shared-kernel'];
  if (typeof kernel !== 'string') fail(pkg, 'the package must depend on shared-kernel (the range of the kernel it needs)');
  const routes = f.routes.map((r) => {
    if (typeof r.path !== 'string' || !r.path.startsWith('/')) fail(pkg, `route path ${JSON.stringify(r.path)} must start with /`);
    if (r.path.includes('*') && !/^\/[^*]+\/\*$/.test(r.path)) fail(pkg, `${r.path}: only a trailing /* (an owned prefix) is allowed`);
    if (typeof r.name !== 'string' || !r.name) fail(pkg, `${r.path}: route name missing`);
    const layout = r.layout ?? 'default';
    if (!LAYOUTS.includes(layout)) fail(pkg, `${r.path}: layout must be one of ${LAYOUTS.join(', ')}`);
    return { path: r.path, name: r.name, layout };
  });
  return {
    pkg,
    name: f.name,
    devPort: f.devPort,
    routes,
    exposes: f.exposes ?? {},
    standaloneMember: f.standaloneMember === true,
    kernelRange: kernel,
  };
}

/** Every remote's manifest, in workspace order: [{ pkg, name, devPort, routes, exposes, standaloneMember, kernelRange }]. */
function remoteManifests() {
  const { workspaces } = readJson(path.join(root, 'package.json'));
  const manifests = [];
  for (const ws of workspaces) {
    const file = path.join(root, ws, 'package.json');
    if (!fs.existsSync(file)) continue;
    const json = readJson(file);
    if (!json.federation || ws === 'shell') continue;
    manifests.push(validateManifest(ws, json));
  }
  const seen = new Map();
  for (const m of manifests) {
    for (const key of [`name ${m.name}`, `devPort ${m.devPort}`, ...m.routes.map((r) => `route ${r.path}`), ...m.routes.map((r) => `route name ${r.name}`)]) {
      if (seen.has(key)) throw new Error(`${m.pkg} and ${seen.get(key)} both declare ${key} in their federation manifest`);
      seen.set(key, m.pkg);
    }
  }
  return manifests;
}

const MANIFESTS = remoteManifests();

/** Remotes: package folder → federation container name. */
const REMOTES = Object.fromEntries(MANIFESTS.map((m) => [m.pkg, m.name]));

/** The remote's manifest, or undefined for the shell or an unknown package. */
const manifestOf = (pkg) => MANIFESTS.find((m) => m.pkg === pkg);

/**
 * The route table the shell is built with, compact (it ships in the shell's first-visit JavaScript):
 * { [remote]: [[path, name], [path, name, layout], ...] } with the layout only when not 'default'.
 */
const shellRouteTable = () =>
  Object.fromEntries(
    MANIFESTS.map((m) => [m.pkg, m.routes.map((r) => (r.layout === 'default' ? [r.path, r.name] : [r.path, r.name, r.layout]))]),
  );

/** The kernel's own version (what the shell provides on the page). */
const kernelVersion = () => readJson(path.join(root, 'shared-kernel/package.json')).version;

/**
 * The federation runtime (runtime-core) the shell provides to every remote on its page: remotes are
 * built with `externalRuntime` and run on the shell's copy (scripts/webpack.config.js).
 */
const federationRuntimeVersion = () => readJson(path.join(root, 'node_modules/@module-federation/runtime-core/package.json')).version;

/** The kernel range a package (shell or remote) was built to need: its dependency on shared-kernel. */
const kernelRangeOf = (pkg) => {
  const range = readJson(path.join(root, pkg, 'package.json')).dependencies?.['shared-kernel'];
  if (typeof range !== 'string') throw new Error(`${pkg}/package.json does not depend on shared-kernel`);
  return range;
};

const deployDir = () => path.resolve(process.env.DEPLOY_DIR || path.join(root, 'deploy'));

module.exports = {
  root,
  REMOTES,
  MANIFESTS,
  LAYOUTS,
  SHELL_DEV_PORT,
  manifestOf,
  shellRouteTable,
  kernelVersion,
  federationRuntimeVersion,
  kernelRangeOf,
  deployDir,
  validateManifest,
};
