import { matchRoutes } from 'shared-kernel/router';
import { ROUTES, type ShellRoute } from './routes';

type RouteObject = { path: string; route: ShellRoute };
type ShellMatch = { route: ShellRoute; params: Record<string, string | undefined> };

const routeObjects: RouteObject[] = ROUTES.map((route) => ({ path: route.path, route }));

/** A path's first segment as react-router compares it (decoded, case-insensitive); '' for `/`. */
function firstSegment(path: string): string {
  const segment = path.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}
const isDynamic = (segment: string) => segment.startsWith(':') || segment.startsWith('*');

/**
 * react-router's `matchRoutes` ranks the whole table and compiles each pattern it tries on every call,
 * and the shell asks often (every render of the app; every link the idle prefetch looks at: on `/` a
 * tenth of a second of a slow phone's main thread). So each path is matched against only the routes
 * that can match it (those with its first segment, and those starting with a parameter), in the
 * table's order, and each answer is kept: the table is fixed for the page's life (the cache is emptied
 * when it grows large).
 */
const tables = new Map<string, RouteObject[]>();
function tableFor(segment: string): RouteObject[] {
  let table = tables.get(segment);
  if (!table) {
    table = routeObjects.filter((r) => {
      const own = firstSegment(r.path);
      return own === segment || isDynamic(own);
    });
    tables.set(segment, table);
  }
  return table;
}

const matched = new Map<string, ShellMatch | null>();
const MATCH_CACHE_MAX = 500;

/** The shell route for a path, or null when no route matches (the shell's 404). */
export function matchShellRoute(pathname: string): ShellMatch | null {
  const known = matched.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(tableFor(firstSegment(pathname)), pathname);
  const hit = matches?.[matches.length - 1];
  const result = hit ? { route: hit.route.route, params: hit.params } : null;
  if (matched.size >= MATCH_CACHE_MAX) matched.clear();
  matched.set(pathname, result);
  return result;
}
