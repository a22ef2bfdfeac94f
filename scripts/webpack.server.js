// Server builds (issue 16, HTML first): the shell and every remote that owns public routes also build
// `src/server.tsx` for Node, next to their client build. The API requires that file for the version
// remotes.json names (a redeploy changes the server-rendered HTML on the next request) and renders
// the route's page into the shell's HTML. See docs/server-rendering.md.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { root, REMOTES, shellRouteTable, kernelVersion, federationRuntimeVersion } = require('./packages.js');
const { sourceRule } = require('./styled-namespace.js');
const { ASSET_MODULE_FILENAME } = require('./webpack.config.js');

/**
 * Libraries the server bundles take from the host's node_modules (the API passes its own `require`):
 * one React, one styled-components (one style-group register for the shell's and the remote's
 * sheets), as on the page. The kernel is TypeScript source and is compiled into each bundle, each
 * with its own stores, which the render function fills per request.
 */
const HOST_LIBRARIES = ['react', 'react-dom', 'styled-components', 'react-router', 'i18next', 'react-i18next', 'rxjs'];
const isHostLibrary = (request) => HOST_LIBRARIES.some((lib) => request === lib || request.startsWith(`${lib}/`));

/**
 * The public path of a remote's server build: a placeholder the API replaces, when it loads the build,
 * with the folder of the version's remoteEntry.js (remotes.json), where the client build's media live.
 * The version is the build's content hash, known only after the build; the browser's 'auto' public
 * path finds the same folder from the script's own address. Keep equal to the API's
 * SERVER_ASSET_BASE (api/src/web/site/server-render.ts; a test compares them).
 */
const SERVER_ASSET_BASE = '/__hartklop_server_asset_base__/';

/** The file a package renders on the server from, or null when it has none. */
const serverEntryOf = (pkg) => {
  const file = path.join(root, pkg, 'src/server.tsx');
  return fs.existsSync(file) ? file : null;
};

/**
 * @param {object} o
 * @param {string} o.pkg     'shell' or a key of REMOTES
 * @param {string} o.outDir  where `render.js` goes (`<version>/server` of a remote, `shell/dist/server`)
 */
function createServerConfig({ pkg, outDir }) {
  const entry = serverEntryOf(pkg);
  if (!entry) throw new Error(`${pkg} has no src/server.tsx`);
  if (pkg !== 'shell' && !REMOTES[pkg]) throw new Error(`Unknown front-end package ${pkg}`);
  return {
    name: `${pkg}-server`,
    mode: 'production',
    context: path.join(root, pkg),
    entry: { render: entry },
    target: 'node20',
    devtool: false,
    // Media addresses as the client build makes them: the shell's at the site's root, a remote's in its version's folder.
    output: {
      path: outDir,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
      publicPath: pkg === 'shell' ? '/' : SERVER_ASSET_BASE,
      assetModuleFilename: ASSET_MODULE_FILENAME,
    },
    externals: [({ request }, callback) => (request && isHostLibrary(request) ? callback(null, `commonjs ${request}`) : callback())],
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      symlinks: true,
    },
    module: {
      rules: [
        // The same styled-components ids as the client build, so the class names in the HTML are the
        // ones the browser's components produce when they hydrate it.
        sourceRule({ pkg, production: true, cacheName: `${pkg}-server` }),
        // Media: the client build's address (same name, content hash and folder), never emitted here.
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?|webm|mp4|vtt)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      // One file: the page chunks the client loads lazily are all needed to render on the server.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        // What the shell's client build injects (scripts/webpack.config.js).
        ...(pkg === 'shell'
          ? {
              __REMOTE_ROUTES__: JSON.stringify(shellRouteTable()),
              __KERNEL_VERSION__: JSON.stringify(kernelVersion()),
              __FEDERATION_RUNTIME_VERSION__: JSON.stringify(federationRuntimeVersion()),
            }
          : {}),
      }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

module.exports = { createServerConfig, serverEntryOf, HOST_LIBRARIES, SERVER_ASSET_BASE };
