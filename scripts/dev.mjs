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
const { REMOTES, root } = require('./packages.js');

const PORTS = { shell: 8080, 'mfe-auth': 3001, 'mfe-members': 3002, 'mfe-chat': 3003, 'mfe-payments': 3004, 'mfe-landers': 3005 };
/** Remotes that show nothing to a visitor: standalone, they start logged in as the mock member (`?visitor` to start logged out). */
const MEMBERS_ONLY = ['mfe-chat'];
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
        ? [{ context: ['/api', '/remotes.json', '/media', '/sw-push.js'], target: `http://127.0.0.1:${API_PORT}` }]
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
    Object.entries(REMOTES).map(([pkg, name]) => [
      pkg,
      { name, entry: `http://localhost:${PORTS[pkg]}/remoteEntry.js`, version: 'dev' },
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
