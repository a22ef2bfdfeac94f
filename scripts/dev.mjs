#!/usr/bin/env node
// Development servers with reload.
//   node scripts/dev.mjs                 API (watch) + shell + every remote, each on its own dev server
//   node scripts/dev.mjs mfe-chat --standalone   one remote alone against the msw mocks (npm run dev -w mfe-chat);
//                                                DEV_PORT overrides its port
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
process.env.NODE_ENV = 'development';
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { createConfig } = require('./webpack.config.js');
const { MANIFESTS, SHELL_DEV_PORT, root, federationRuntimeVersion } = require('./packages.js');

/** Dev server ports: the shell's, and each remote's from its manifest (`federation.devPort`). */
const PORTS = { shell: SHELL_DEV_PORT, ...Object.fromEntries(MANIFESTS.map((m) => [m.pkg, m.devPort])) };
/**
 * Remotes that show nothing to a visitor (`federation.standaloneMember`): standalone, they start
 * logged in as the mock member (`?visitor` to start logged out).
 */
const MEMBERS_ONLY = MANIFESTS.filter((m) => m.standaloneMember).map((m) => m.pkg);
const API_PORT = Number(process.env.API_PORT || 8081);
const args = process.argv.slice(2);
const standalone = args.includes('--standalone');
const only = args.find((a) => !a.startsWith('-'));

async function serve(pkg, { standaloneMode }) {
  const port = Number(process.env.DEV_PORT || PORTS[pkg]);
  const config = createConfig({
    pkg,
    mode: 'development',
    outDir: path.join(root, pkg, 'dist-dev'),
    publicPath: pkg === 'shell' ? '/' : `http://localhost:${port}/`,
    standalone: standaloneMode,
  });
  if (standaloneMode) {
    config.entry = { standalone: path.join(root, 'scripts/standalone-entry.ts') };
    config.resolve.alias = { '@remote-app': path.join(root, pkg, 'src/app/lifecycles.ts') };
    // Remotes whose every page is for members start with the mock member logged in.
    config.plugins.push(new webpack.DefinePlugin({ __STANDALONE_MEMBER__: JSON.stringify(MEMBERS_ONLY.includes(pkg)) }));
  }
  const devServer = {
    port,
    host: '127.0.0.1',
    allowedHosts: ['localhost', '127.0.0.1'],
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    static: standaloneMode ? [{ directory: path.join(root, 'node_modules/msw/lib'), publicPath: '/', watch: false }] : [],
    proxy:
      pkg === 'shell'
        ? [{ context: ['/api', '/remotes.json', '/media', '/sw-push.js', '/manifest.webmanifest', '/robots.txt', '/sitemap.xml'], target: `http://127.0.0.1:${API_PORT}` }]
        : [],
    client: { overlay: { warnings: false } },
  };
  const server = new WebpackDevServer(devServer, webpack(config));
  await server.start();
  console.log(`${pkg}${standaloneMode ? ' (standalone, msw mocks)' : ''}: http://localhost:${port}/`);
}

if (only) {
  if (!(only in PORTS)) throw new Error(`Unknown package ${only}`);
  await serve(only, { standaloneMode: standalone && only !== 'shell' });
} else {
  // Point the API's remotes.json at the remote dev servers.
  const devDeploy = path.join(root, '.tmp/dev-deploy');
  fs.mkdirSync(devDeploy, { recursive: true });
  const remotes = Object.fromEntries(
    MANIFESTS.map((m) => [
      m.pkg,
      { name: m.name, entry: `http://localhost:${m.devPort}/remoteEntry.js`, version: 'dev', kernel: m.kernelRange, runtime: federationRuntimeVersion() },
    ]),
  );
  fs.writeFileSync(path.join(devDeploy, 'remotes.json'), JSON.stringify(remotes, null, 2));
  const api = spawn(process.execPath, [require.resolve('tsx/cli'), 'watch', path.join(root, 'api/src/server.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(API_PORT), HOST: '127.0.0.1', DEPLOY_DIR: devDeploy, NODE_ENV: 'development' },
  });
  process.on('exit', () => api.kill());
  for (const pkg of Object.keys(PORTS)) await serve(pkg, { standaloneMode: false });
}
