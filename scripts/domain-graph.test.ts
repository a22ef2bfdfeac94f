/**
 * Issue 30: the folders of api/src/domain point one way. Two folders that import each other (a
 * value, a type, a re-export or an import(), through any of their files) fail here; break such a
 * pair with a small shared module lower down, by moving the function to the folder that owns its
 * table, or with an event. `node scripts/domain-graph.js` prints the graph.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import graph from './domain-graph.js';

const { domainFolderEdges, twoWayPairs } = graph;

describe('the folder graph of api/src/domain', () => {
  it('has no two folders that import each other', () => {
    const edges = domainFolderEdges();
    expect(edges.length).toBeGreaterThan(20);
    const pairs = twoWayPairs(edges).map(([a, b]) => {
      const files = (from: string, to: string) => edges.find((e) => e.from === from && e.to === to)!.files.join(', ');
      return `${a} <-> ${b}: ${a} -> ${b} in ${files(a, b)}; ${b} -> ${a} in ${files(b, a)}`;
    });
    expect(pairs).toEqual([]);
  });
});

describe('domainFolderEdges / twoWayPairs', () => {
  let dir: string;
  const write = (rel: string, source: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), source);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'domain-graph-'));
    write('errors.ts', 'export class DomainError extends Error {}\n');
    write('lower/table.ts', "import { DomainError } from '../errors';\nexport const row = DomainError;\n");
    write('upper/use.ts', "import {\n  row,\n} from '../lower/table';\nimport { here } from './here';\nexport const use = [row, here];\n");
    write('upper/here.ts', 'export const here = 1;\n');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds the folder edges of one-way imports and no pair among them', () => {
    const edges = domainFolderEdges(dir);
    expect(edges.map((e) => `${e.from} -> ${e.to}`)).toEqual(['lower -> errors.ts', 'upper -> lower']);
    expect(edges.find((e) => e.from === 'upper')!.files).toEqual(['upper/use.ts']);
    expect(twoWayPairs(edges)).toEqual([]);
  });

  it.each([
    ['a type import', "import type { use } from '../upper/use';\nexport type U = typeof use;\n"],
    ['a re-export', "export { here } from '../upper/here';\n"],
    ['an import()', "export const later = () => import('../upper/here');\n"],
    ['an index file', "import { x } from '../upper';\nexport const y = x;\n"],
  ])('reports a pair when the lower folder imports the upper one back through %s', (_, source) => {
    write('upper/index.ts', 'export const x = 1;\n');
    write('lower/back.ts', source);
    expect(twoWayPairs(domainFolderEdges(dir))).toEqual([['lower', 'upper']]);
  });

  it('does not count an import in a comment or of a package', () => {
    write('lower/quiet.ts', "// import { use } from '../upper/use';\n/* import '../upper/here'; */\nimport { sql } from 'kysely';\nexport const q = sql;\n");
    expect(twoWayPairs(domainFolderEdges(dir))).toEqual([]);
  });
});
