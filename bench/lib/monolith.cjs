// The monolith build, for measuring only (`npm run bench:bundle`): the same shell and remotes built as
// one application without Module Federation. The shell's remote loader is swapped for
// bench/monolith/remoteLoader.ts, which imports each remote module directly (code-split per remote
// module); kernel modules and libraries are ordinary, tree-shaken modules of the one build. Nothing
// here is deployed or served to visitors.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createConfig } = require('../../scripts/webpack.config.js');
const { root, MANIFESTS } = require('../../scripts/packages.js');

const generatedDir = path.join(root, 'bench/monolith/.generated');

/** `<remote>/<expose>` → the remote's source file, from each remote's manifest (as the federation build exposes them). */
function writeModules() {
  const lines = [];
  for (const m of MANIFESTS) {
    const pkgDir = path.join(root, m.pkg);
    const exposes = { './app': 'src/app/lifecycles.ts', ...(m.exposes ?? {}) };
    for (const [key, file] of Object.entries(exposes)) {
      const id = `${m.pkg}/${key.replace(/^\.\//, '')}`;
      lines.push(`  ${JSON.stringify(id)}: () => import(${JSON.stringify(path.join(pkgDir, file))}),`);
    }
  }
  fs.mkdirSync(generatedDir, { recursive: true });
  fs.writeFileSync(path.join(generatedDir, 'modules.js'), `export const MODULES = {\n${lines.join('\n')}\n};\n`);
}

function createMonolithConfig(outDir) {
  writeModules();
  const config = createConfig({ pkg: 'shell', mode: 'production', outDir });
  const loader = path.join(root, 'bench/monolith/remoteLoader.ts');
  const shellSrc = path.join(root, 'shell/src');
  return {
    ...config,
    name: 'monolith',
    // No asynchronous boundary and no runtime hand-over: shell/src/index.ts exists for federation.
    entry: { main: path.join(shellSrc, 'bootstrap.tsx') },
    plugins: [
      ...config.plugins.filter((p) => p.constructor?.name !== 'ModuleFederationPlugin'),
      new webpack.NormalModuleReplacementPlugin(/[\\/]remoteLoader$/, (resource) => {
        if (resource.context.startsWith(shellSrc)) resource.request = loader;
      }),
    ],
    // A single application's usual splitting: async chunks split by webpack's defaults.
    optimization: { ...config.optimization, splitChunks: { chunks: 'async' } },
    cache: false,
  };
}

/** Builds the monolith into outDir (production). */
function buildMonolith(outDir) {
  return new Promise((resolve, reject) => {
    webpack(createMonolithConfig(outDir), (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

module.exports = { buildMonolith, createMonolithConfig };
