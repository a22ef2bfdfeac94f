// Production builds of the shell and of remotes, and the remote deployment step:
// a remote is built into a new content-versioned folder and remotes.json is pointed at it.
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const webpack = require('webpack');
const { createConfig } = require('./webpack.config.js');
const { createServerConfig, serverEntryOf } = require('./webpack.server.js');
const { root, REMOTES, deployDir, kernelRangeOf, kernelVersion, federationRuntimeVersion } = require('./packages.js');

const KEEP_VERSIONS = 5;
/** The server build's folder inside a build's output (`render.js`). */
const SERVER_DIR = 'server';

/** The client build cleans its output folder, except the server build written beside it in the same run. */
const keepServerDir = (config) => ({ ...config, output: { ...config.output, clean: { keep: (file) => file === SERVER_DIR || file.startsWith(`${SERVER_DIR}/`) } } });

function runWebpack(configs) {
  return new Promise((resolve, reject) => {
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      const info = stats.toString({ colors: false, preset: 'errors-warnings' }).trim();
      if (stats.hasErrors()) return reject(new Error(info));
      if (info) console.warn(info);
      resolve(stats);
    });
  });
}

function hashDir(dir) {
  const h = crypto.createHash('sha256');
  const walk = (d) => {
    for (const name of fs.readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else h.update(path.relative(dir, p)).update('\0').update(fs.readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex').slice(0, 12);
}

function readRemotes() {
  const file = path.join(deployDir(), 'remotes.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** Atomically replace remotes.json, so a page load never reads half a file. */
function writeRemotes(remotes) {
  const file = path.join(deployDir(), 'remotes.json');
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(remotes, null, 2) + '\n');
  fs.renameSync(tmp, file);
}

/** Removes all but the `keep` newest versions of `remote`; never the ones in `kept` (the new and the previous: a rollback's target). */
function pruneVersions(remote, keep, kept) {
  const dir = path.join(deployDir(), remote);
  const versions = fs
    .readdirSync(dir)
    .filter((v) => !v.startsWith('.'))
    .map((v) => ({ v, t: fs.statSync(path.join(dir, v)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { v } of versions.slice(keep)) {
    if (!kept.includes(v)) fs.rmSync(path.join(dir, v), { recursive: true, force: true });
  }
}

/** Build remotes (production) and point remotes.json at the new versions. Returns {remote: version}. */
async function buildRemotes(names) {
  const staging = names.map((name) => ({
    name,
    dir: path.join(deployDir(), name, `.staging-${process.pid}`),
    kernel: { range: kernelRangeOf(name), version: kernelVersion() },
    runtime: federationRuntimeVersion(),
  }));
  for (const s of staging) fs.rmSync(s.dir, { recursive: true, force: true });
  // A remote with public routes also builds its server renderer into `<version>/server/` (part of the
  // version's content hash), in the same parallel webpack run as the client builds.
  await runWebpack([
    ...staging.map((s) => keepServerDir(createConfig({ pkg: s.name, mode: 'production', outDir: s.dir }))),
    ...staging.filter((s) => serverEntryOf(s.name)).map((s) => createServerConfig({ pkg: s.name, outDir: path.join(s.dir, SERVER_DIR) })),
  ]);
  const remotes = readRemotes();
  const previous = Object.fromEntries(names.map((name) => [name, remotes[name]?.version]));
  const result = {};
  for (const s of staging) {
    const version = hashDir(s.dir);
    const finalDir = path.join(deployDir(), s.name, version);
    if (fs.existsSync(finalDir)) fs.rmSync(s.dir, { recursive: true, force: true });
    else fs.renameSync(s.dir, finalDir);
    const now = new Date();
    fs.utimesSync(finalDir, now, now);
    remotes[s.name] = {
      name: REMOTES[s.name],
      entry: `/mfe/${s.name}/${version}/remoteEntry.js`,
      version,
      // The kernel range the remote needs (the shell refuses it on a page whose kernel is outside it)
      // and the kernel it was built with.
      kernel: s.kernel.range,
      builtWithKernel: s.kernel.version,
      // The federation runtime it was built against: it runs on the shell's (same minor version).
      runtime: s.runtime,
      deployedAt: now.toISOString(),
    };
    result[s.name] = version;
  }
  writeRemotes(remotes);
  for (const s of staging) pruneVersions(s.name, KEEP_VERSIONS, [result[s.name], previous[s.name]]);
  return result;
}

async function buildShell() {
  const outDir = path.join(root, 'shell/dist');
  await runWebpack([
    keepServerDir(createConfig({ pkg: 'shell', mode: 'production', outDir })),
    ...(serverEntryOf('shell') ? [createServerConfig({ pkg: 'shell', outDir: path.join(outDir, SERVER_DIR) })] : []),
  ]);
}

module.exports = { buildRemotes, buildShell };
