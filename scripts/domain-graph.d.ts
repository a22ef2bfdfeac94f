// Types of scripts/domain-graph.js (CommonJS, also run as `node scripts/domain-graph.js`) for TypeScript callers.
interface DomainFolderEdge {
  /** The importing folder of api/src/domain (or a file at its top, e.g. `errors.ts`). */
  from: string;
  /** The imported folder (or top file). */
  to: string;
  /** The importing files, relative to the domain folder. */
  files: string[];
}

declare const graph: {
  DOMAIN: string;
  domainFolderEdges(dir?: string): DomainFolderEdge[];
  twoWayPairs(edges: readonly DomainFolderEdge[]): [string, string][];
};

export = graph;
