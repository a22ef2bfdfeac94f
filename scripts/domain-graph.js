// The folder-level import graph of api/src/domain (issue 30: no two folders import each other).
// Each import of a file under api/src/domain (value, type, re-export or import()) that resolves to a
// file in another folder of api/src/domain is an edge between the two folders; a file directly in
// api/src/domain (errors.ts, validation.ts, logger.ts) is a node of its own.
// `node scripts/domain-graph.js` prints the edges and the two-way pairs; scripts/domain-graph.test.ts
// fails on a pair.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const DOMAIN = 'api/src/domain';

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The node of a file of the domain (a path relative to api/src/domain): its folder, or the file itself at the top. */
const nodeOf = (rel) => (rel.includes('/') ? rel.split('/')[0] : rel.replace(/\.tsx?$/, '.ts'));

/** The relative specifiers a source imports (comments are removed first). */
function specifiersOf(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');
  return [...code.matchAll(IMPORT)].map((m) => m[1] ?? m[2]).filter((s) => s.startsWith('.'));
}

/** The file a relative specifier of `fromAbs` resolves to, or null. */
function resolve(fromAbs, spec) {
  const base = path.resolve(path.dirname(fromAbs), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? null;
}

/**
 * The folder-level edges of the domain under `dir` (default: the repository's api/src/domain), as
 * a sorted list of { from, to, files } (files: the importing files, relative to `dir`).
 */
function domainFolderEdges(dir = path.join(root, DOMAIN)) {
  const edges = new Map();
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.d\.ts$/.test(f));
  for (const rel of files.map((f) => f.split(path.sep).join('/')).sort()) {
    const abs = path.join(dir, rel);
    for (const spec of specifiersOf(fs.readFileSync(abs, 'utf8'))) {
      const target = resolve(abs, spec);
      if (!target) continue;
      const targetRel = path.relative(dir, target).split(path.sep).join('/');
      if (targetRel.startsWith('..')) continue;
      const from = nodeOf(rel);
      const to = nodeOf(targetRel);
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      if (!edges.has(key)) edges.set(key, { from, to, files: new Set() });
      edges.get(key).files.add(rel);
    }
  }
  return [...edges.values()].map((e) => ({ ...e, files: [...e.files].sort() })).sort((a, b) => (a.from + a.to).localeCompare(b.from + b.to));
}

/** The pairs of nodes that import each other, each as [a, b] with a < b. */
function twoWayPairs(edges) {
  const keys = new Set(edges.map((e) => `${e.from} -> ${e.to}`));
  return edges.filter((e) => e.from < e.to && keys.has(`${e.to} -> ${e.from}`)).map((e) => [e.from, e.to]);
}

module.exports = { domainFolderEdges, twoWayPairs, DOMAIN };

if (require.main === module) {
  const edges = domainFolderEdges();
  for (const e of edges) console.log(`${e.from} -> ${e.to}   (${e.files.join(', ')})`);
  const pairs = twoWayPairs(edges);
  console.log(`\n${edges.length} folder-level edges, ${pairs.length} two-way pairs${pairs.length ? ':' : ''}`);
  for (const [a, b] of pairs) console.log(`  ${a} <-> ${b}`);
}
