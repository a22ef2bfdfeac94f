#!/usr/bin/env node
// Finds the API's route plugins and writes their list, api/src/web/routes/routes.generated.ts:
//   node scripts/route-plugins.mjs          writes the list
//   node scripts/route-plugins.mjs --check  exits 1 when the list is out of date
// A route plugin is a file under api/src/web/routes whose `export default` is `routePlugin(...)` (or
// an array of them; web/route-plugin.ts). The API is bundled (api/build.mjs), so it cannot read
// its folder at run time: this list is what app.ts registers, and scripts/route-plugins.test.ts
// fails while it is out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PLUGINS_DIR = path.join(root, 'api/src/web/routes');
export const LIST_FILE = path.join(PLUGINS_DIR, 'routes.generated.ts');
const DEFAULT_ROUTE_PLUGIN = /^export default (?:routePlugin\(|\[routePlugin\()/m;

/** The files (relative to api/src/web/routes, without `.ts`) that export a route plugin, sorted. */
export function routePluginFiles(dir = PLUGINS_DIR) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => DEFAULT_ROUTE_PLUGIN.test(readFileSync(path.join(dir, file), 'utf8')))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

/** The text of routes.generated.ts for these files. */
export function routeListSource(files = routePluginFiles()) {
  // Named by path, so a new file adds one import and one entry to the list.
  const name = (file) => file.replace(/[^A-Za-z0-9]+(.)/g, (_m, c) => c.toUpperCase());
  return [
    '// Written by scripts/route-plugins.mjs (node scripts/route-plugins.mjs): every file under',
    '// api/src/web/routes whose `export default` is a route plugin. Do not edit by hand.',
    "import type { RoutePlugin } from '../route-plugin';",
    ...files.map((file) => `import ${name(file)} from './${file}';`),
    '',
    'export const ROUTE_PLUGINS: ReadonlyArray<RoutePlugin | readonly RoutePlugin[]> = [',
    ...files.map((file) => `  ${name(file)},`),
    '];',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = routeListSource();
  if (process.argv.includes('--check')) {
    const current = readFileSync(LIST_FILE, 'utf8');
    if (current !== source) {
      console.error('api/src/web/routes/routes.generated.ts is out of date: run node scripts/route-plugins.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(LIST_FILE, source);
    console.log(`api/src/web/routes/routes.generated.ts: ${routePluginFiles().length} route plugin files`);
  }
}
