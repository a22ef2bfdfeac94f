// One webpack configuration factory for the shell and every remote.
// Remotes expose `./app` (single-spa lifecycles) and emit remoteEntry.js + mf-manifest.json;
// the shell is a federation host without any remote URL in its build (it reads /remotes.json at boot).
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const semver = require('semver');
const { sourceRule } = require('./styled-namespace.js');
const { root, REMOTES, manifestOf, shellRouteTable, kernelVersion, kernelRangeOf, federationRuntimeVersion } = require('./packages.js');

const dep = (name) => {
  const pkg = require(path.join(root, 'node_modules', name, 'package.json'));
  return pkg.version;
};

/**
 * The kernel's version and the range a package needs (its dependency on shared-kernel), checked.
 * See docs/composition.md, "Kernel versions".
 */
function kernelShare(pkg) {
  const version = kernelVersion();
  const range = kernelRangeOf(pkg);
  if (!semver.valid(version)) throw new Error(`shared-kernel/package.json: version ${version} is not a semver version`);
  if (!semver.validRange(range)) throw new Error(`${pkg}/package.json: "shared-kernel": "${range}" is not a semver range`);
  if (!semver.satisfies(version, range)) {
    throw new Error(`${pkg} needs shared-kernel ${range}, but the kernel in this tree is ${version}`);
  }
  return { version, range };
}

/**
 * The shares every page runs before its first paint (the shell's libraries.ts and bootstrap on `/`). The
 * shell provides them eagerly: they are part of main.js, one file compressed as one, with no request
 * and no chunk of their own each (issue 29: 8 KB less on every page than one chunk per share). They
 * stay shared: a remote consumes them from the share scope like any other share and keeps its own
 * fallback (it is built to run alone too). Evaluating them still waits for the boot's second task
 * (shell/src/index.ts). A kernel module the first page needs and this list lacks is a chunk of its
 * own again: e2e/bundle-budget.spec.ts fails then.
 */
const FIRST_PAGE_SHARES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'styled-components',
  'i18next',
  'single-spa',
  'shared-kernel/bus',
  'shared-kernel/contract/constants',
  'shared-kernel/http',
  'shared-kernel/i18n',
  'shared-kernel/navigation',
  'shared-kernel/router',
  'shared-kernel/rx',
  'shared-kernel/stores/companyInfo',
  'shared-kernel/stores/loader',
  'shared-kernel/stores/pageData',
  'shared-kernel/stores/session',
  'shared-kernel/stores/settings',
  'shared-kernel/stores/store',
  'shared-kernel/ui',
  'shared-kernel/ui/Button',
  'shared-kernel/ui/ErrorPanel',
  'shared-kernel/ui/HeartMark',
  'shared-kernel/ui/KernelThemeProvider',
  'shared-kernel/ui/Spinner',
  'shared-kernel/ui/VisuallyHidden',
  'shared-kernel/ui/theme',
];

/**
 * Libraries shared as singletons: exactly one copy on a page, provided by whoever loads first
 * (the shell, normally). `requiredVersion` is the major every package was built against.
 */
function sharedConfig(pkg) {
  // The shell provides the first page's shares eagerly (see FIRST_PAGE_SHARES); a remote never does.
  const eager = (key) => (pkg === 'shell' && FIRST_PAGE_SHARES.includes(key) ? { eager: true } : {});
  const single = (name, importName = name) => ({
    singleton: true,
    requiredVersion: `^${dep(name).split('.')[0]}.0.0`,
    version: dep(name),
    ...(importName !== name ? { import: importName } : {}),
    ...eager(importName),
  });
  const kernel = kernelShare(pkg);
  const kernelConfig = { singleton: true, requiredVersion: kernel.range, strictVersion: true, version: kernel.version };
  // A kernel subpath of the first page gets an entry of its own (eager in the shell); the prefix below
  // shares every other subpath, each in a chunk of its own.
  const firstPageKernel = Object.fromEntries(
    FIRST_PAGE_SHARES.filter((key) => key.startsWith('shared-kernel/')).map((key) => [key, { ...kernelConfig, ...eager(key) }]),
  );
  return {
    react: single('react'),
    'react/jsx-runtime': { ...single('react'), import: 'react/jsx-runtime' },
    'react-dom': single('react-dom'),
    'react-dom/client': { ...single('react-dom'), import: 'react-dom/client' },
    // react-router, rxjs and react-i18next are shared through kernel modules (`shared-kernel/router`,
    // `shared-kernel/rx`, `shared-kernel/i18n`): one instance each, tree-shaken. See docs/composition.md.
    'styled-components': single('styled-components'),
    i18next: single('i18next'),
    'single-spa': single('single-spa'),
    'single-spa-react': single('single-spa-react'),
    // The kernel is shared per subpath (one bus, one store set), so a page only loads the parts it uses.
    // Its version is the kernel's package version; each package requires the range it depends on, and a
    // mismatch is an error, never a silent run against the wrong kernel (the shell also checks a remote's
    // range from remotes.json before loading it: shell/src/app/remoteLoader.ts).
    'shared-kernel/': kernelConfig,
    ...firstPageKernel,
  };
}

/**
 * The push service worker (shell/src/sw-push.ts) is a plain script of its own, not a webpack entry
 * (an entry would carry the federation runtime): compiled alone and emitted as `/sw-push.js`, a
 * fixed name at the site root (its scope is '/', the server serves it with no-cache).
 */
class PushWorkerPlugin {
  constructor({ file, production }) {
    this.file = file;
    this.production = production;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PushWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap({ name: 'PushWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { code } = esbuild.transformSync(fs.readFileSync(this.file, 'utf8'), {
          loader: 'ts',
          format: 'iife',
          target: 'es2020',
          minify: this.production,
          sourcefile: 'sw-push.ts',
        });
        compilation.emitAsset('sw-push.js', new sources.RawSource(code));
      });
    });
  }
}

/**
 * The shell's public files (shell/public/: the app icons and the sharing image that
 * scripts/make-app-icons.mjs makes) are emitted as they are at the build's root, e.g. `/icons/icon-192.png`.
 */
class PublicFilesPlugin {
  constructor({ dir }) {
    this.dir = dir;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.dir)) return;
        compilation.contextDependencies.add(this.dir);
        for (const entry of fs.readdirSync(this.dir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile()) continue;
          const file = path.join(entry.parentPath, entry.name);
          compilation.emitAsset(path.relative(this.dir, file).split(path.sep).join('/'), new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

/** Where a build's media go and how they are named; the server builds address them the same way (webpack.server.js). */
const ASSET_MODULE_FILENAME = 'assets/[name].[contenthash:10][ext]';

/**
 * @param {object} o
 * @param {string} o.pkg        package folder: 'shell' or a key of REMOTES
 * @param {'production'|'development'} o.mode
 * @param {string} o.outDir     where the build goes
 * @param {string} [o.publicPath]
 * @param {boolean} [o.standalone]  remote dev mode: also emit an index.html that mounts the remote against msw mocks
 */
function createConfig({ pkg, mode, outDir, publicPath, standalone = false }) {
  const production = mode === 'production';
  const pkgDir = path.join(root, pkg);
  const isShell = pkg === 'shell';
  const manifest = manifestOf(pkg);
  const federationName = isShell ? 'shell' : REMOTES[pkg];
  if (!federationName || (!isShell && !manifest)) throw new Error(`Unknown front-end package ${pkg}`);

  // `./app` is every remote's single-spa application; a remote may expose further parcels the shell
  // mounts into layout slots, listed in its manifest as "federation": { "exposes": { "./x": "src/..." } }.
  const extraExposes = Object.fromEntries(
    Object.entries(manifest?.exposes ?? {}).map(([key, file]) => [key, path.join(pkgDir, file)]),
  );

  const entry = {};
  if (isShell) entry.main = path.join(pkgDir, 'src/index.ts');
  if (standalone) entry.standalone = path.join(pkgDir, 'src/standalone.ts');

  return {
    name: pkg,
    mode,
    context: pkgDir,
    entry,
    target: 'web',
    // Maps are written for error tooling but not referenced from the shipped files (fewer bytes per chunk).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      environment: { arrowFunction: true, const: true, destructuring: true, dynamicImport: true, forOf: true, module: true, optionalChaining: true, templateLiteral: true },
      publicPath: publicPath ?? (isShell ? '/' : 'auto'),
      // Entry chunks keep a plain name: the federation runtime resolves the entry's path before hashes exist.
      // The shell's index.html (no-cache) references main.js?<build hash>; every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: ASSET_MODULE_FILENAME,
      uniqueName: federationName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // The kernel is linked into node_modules; resolve it to its real folder so it is compiled like our own code.
      symlinks: true,
      // react-router's package exports point at its development build; production builds use the production one.
      alias: production ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') } : {},
    },
    module: {
      rules: [
        // Our sources; kernel files get the namespace `kernel` in every build (the server builds too), so a
        // kernel component has the same class names whichever copy the page runs.
        sourceRule({ pkg, production, cacheName: `${pkg}-${mode}` }),
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        // Video and captions are always files of their own (a remote's static assets, content-hashed).
        { test: /\.(webm|mp4|vtt)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        ...(isShell
          ? { remotes: {}, filename: 'remoteEntry.js' }
          : { filename: 'remoteEntry.js', exposes: { './app': path.join(pkgDir, 'src/app/lifecycles.ts'), ...extraExposes } }),
        shared: sharedConfig(pkg),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // Slimmer federation runtimes: browser-only code; remotes have no remotes of their own, so they
        // need no remote loading; nobody needs manifest snapshots (remotes.json points at remoteEntry.js).
        // One runtime-core per page: a deployed remote is built with `externalRuntime` and runs on the
        // shell's copy, which shell/src/index.ts hands over as `_FEDERATION_RUNTIME_CORE` (about 10 KB
        // less on every page; the shell keeps its own optimised build of it). A remote running alone
        // (standalone) is its own host and keeps its runtime. The shell refuses a remote built with
        // another minor version of the runtime (remotes.json `runtime`, shell/src/app/remoteLoader.ts).
        experiments: {
          optimization: isShell ? { target: 'web', disableSnapshot: true } : { target: 'web', disableRemote: true, disableSnapshot: true },
          ...(isShell || standalone ? {} : { externalRuntime: true }),
        },
        dev: false,
        runtimePlugins: [],
      }),
      ...(isShell
        ? [
            // The route table (every remote's manifest) and the kernel version the shell provides; see
            // shell/src/app/routes.ts and remoteLoader.ts.
            new DefinePlugin({
              __REMOTE_ROUTES__: JSON.stringify(shellRouteTable()),
              __KERNEL_VERSION__: JSON.stringify(kernelVersion()),
              __FEDERATION_RUNTIME_VERSION__: JSON.stringify(federationRuntimeVersion()),
            }),
            new PushWorkerPlugin({ file: path.join(pkgDir, 'src/sw-push.ts'), production }),
            new PublicFilesPlugin({ dir: path.join(pkgDir, 'public') }),
            new HtmlWebpackPlugin({
              template: path.join(pkgDir, 'src/index.html'),
              // index.html loads main.js itself, after the first paint (its own inline script).
              inject: false,
              hash: production,
              minify: production,
            }),
          ]
        : standalone
          ? [
              new HtmlWebpackPlugin({
                template: path.join(root, 'scripts/standalone.html'),
                chunks: ['standalone'],
                title: `${pkg} (standalone, msw mocks)`,
              }),
            ]
          : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // Federation decides how shared libraries are split; keep webpack from merging them into app chunks.
      splitChunks: false,
      runtimeChunk: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(root, 'node_modules/.cache/webpack'),
      name: `${pkg}-${mode}-${standalone ? 's' : 'b'}`,
      // The kernel version and range and the manifest are build inputs that live in package.json files.
      version: JSON.stringify([kernelShare(pkg), manifest ?? null]),
      buildDependencies: { config: [__filename, path.join(root, 'babel.config.js'), path.join(__dirname, 'packages.js'), path.join(__dirname, 'styled-namespace.js')] },
    },
  };
}

module.exports = { createConfig, ASSET_MODULE_FILENAME, FIRST_PAGE_SHARES };
