import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const pluginsDir = path.join(root, 'api/src/web/routes');
const script = path.join(root, 'scripts/route-plugins.mjs');

const pluginFiles = (): string[] =>
  readdirSync(pluginsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.split(path.sep).join('/'));

/**
 * Route discovery (api/src/web/route-plugin.ts): app.ts registers the list that
 * scripts/route-plugins.mjs writes from the files that `export default` a route plugin.
 */
describe('the route plugin list (api/src/web/routes/routes.generated.ts)', () => {
  it('is the one the script writes from the plugin files (a new route plugin file is listed)', () => {
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('reaches every plugin file that registers routes: listed itself, or imported by a listed file', () => {
    const files = pluginFiles();
    const sources = new Map(files.map((file) => [file, readFileSync(path.join(pluginsDir, file), 'utf8')]));
    const listed = new Set(
      [...readFileSync(path.join(pluginsDir, 'routes.generated.ts'), 'utf8').matchAll(/from '\.\/([^']+)'/g)].map(([, file]) => `${file}.ts`),
    );
    const importedBy = (file: string): string[] =>
      files.filter((other) => {
        const dir = path.posix.dirname(other);
        return [...sources.get(other)!.matchAll(/from '(\.{1,2}\/[^']+)'/g)].some(([, spec]) => path.posix.join(dir, spec!) === file.replace(/\.ts$/, ''));
      });
    const reached = new Set(listed);
    for (let grown = true; grown; ) {
      grown = false;
      for (const file of files) {
        if (!reached.has(file) && importedBy(file).some((by) => reached.has(by))) {
          reached.add(file);
          grown = true;
        }
      }
    }
    const registering = files.filter((file) => /registerEndpoint\(|\.route\(\{/.test(sources.get(file)!));
    // site/ and static/ are the app's own setup (server-rendered pages, files), registered in app.ts.
    const unreached = registering.filter((file) => !reached.has(file) && !/^(site|static)\//.test(file));
    expect(unreached).toEqual([]);
  });

  it('holds no SQL: the web layer (web/routes/, web/) calls domain functions, which own the queries', () => {
    const webDir = path.join(root, 'api/src/web');
    const webFiles = (readdirSync(webDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts')).map((file) => path.join(webDir, file));
    expect(webFiles.length).toBeGreaterThan(pluginFiles().length);
    const withSql = webFiles.filter((file) => /\b(?:selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/.test(readFileSync(file, 'utf8')));
    expect(withSql.map((file) => path.relative(root, file))).toEqual([]);
  });
});
