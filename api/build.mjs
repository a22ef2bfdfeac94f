#!/usr/bin/env node
// Bundles the API server and the seed CLI with esbuild into api/dist/:
//   api/dist/server.js     the server (node api/dist/server.js)
//   api/dist/seed.js       the seeder (node api/dist/seed.js --profiles N [--reset]; npm run seed)
//   api/dist/admin.js      creates a back-office account (npm run admin:create)
//   api/dist/storage-migrate.js  copies the uploads folder into the S3 bucket (npm run storage:migrate)
// Every package from node_modules stays external (PGlite loads its wasm from its own folder,
// sharp its native binary) except `shared-kernel`, which is TypeScript source and is bundled.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiDir, 'dist');

/** Bare imports ("fastify", "@fastify/static", "node:fs") are external, except the kernel. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === 'shared-kernel' || args.path.startsWith('shared-kernel/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const result = await build({
  absWorkingDir: apiDir,
  entryPoints: { server: 'src/server.ts', seed: 'src/seed/cli.ts', admin: 'src/admin-cli.ts', 'storage-migrate': 'src/storage/migrate-cli.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages],
});
// The bundles are ES modules; api/package.json has no "type", so mark dist/ as ESM.
await writeFile(path.join(outdir, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);

const outputs = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, meta]) => `${path.relative(process.cwd(), path.resolve(apiDir, file))} ${(meta.bytes / 1024).toFixed(0)} kB`);
console.log(`api: built ${outputs.join(', ')} in ${Date.now() - started} ms`);
