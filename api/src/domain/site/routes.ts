import fs from 'node:fs';
import path from 'node:path';

/** A route of a remote's manifest (the `federation.routes` of its package.json; docs/composition.md). */
export interface SiteRoute {
  path: string;
  name: string;
  layout: string;
  /** The remote's package folder, e.g. `mfe-landers`. */
  remote: string;
}

interface ManifestJson {
  federation?: { routes?: Array<{ path?: unknown; name?: unknown; layout?: unknown }> };
}

/**
 * Every remote's routes, read from the manifests of the workspaces under `repoRoot` (the same
 * source the shell's route table is built from, scripts/packages.js). Read once at start.
 */
export function readSiteRoutes(repoRoot: string): SiteRoute[] {
  const root = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces?: string[] };
  const routes: SiteRoute[] = [];
  for (const workspace of root.workspaces ?? []) {
    if (workspace === 'shell') continue;
    let manifest: ManifestJson;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as ManifestJson;
    } catch {
      continue;
    }
    for (const r of manifest.federation?.routes ?? []) {
      if (typeof r.path !== 'string' || typeof r.name !== 'string') continue;
      routes.push({ path: r.path, name: r.name, layout: typeof r.layout === 'string' ? r.layout : 'default', remote: workspace });
    }
  }
  return routes;
}

const known = new Map<string, readonly SiteRoute[]>();

/** readSiteRoutes, once per repository (the manifests change with a deploy of the server). */
export function siteRoutesOf(repoRoot: string): readonly SiteRoute[] {
  let routes = known.get(repoRoot);
  if (!routes) {
    routes = readSiteRoutes(repoRoot);
    known.set(repoRoot, routes);
  }
  return routes;
}

export interface RouteMatch {
  route: SiteRoute;
  params: Record<string, string>;
}

/** How specific a matched pattern is (react-router's ranking, simplified): static > parameter > splat. */
const segmentScore = (segment: string): number => (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10);

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const segment of want) {
    if (segment === '*') return i < have.length || want.length === 1 ? params : null;
    const value = have[i];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (value !== segment) {
      return null;
    }
    i += 1;
  }
  return i === have.length ? params : null;
}

/** The route owning a path, the most specific first (`/landers/tinderswipe` before `/landers/*`); null: the 404. */
export function matchSiteRoute(routes: readonly SiteRoute[], pathname: string): RouteMatch | null {
  let best: (RouteMatch & { score: number }) | null = null;
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (!params) continue;
    const score = route.path
      .split('/')
      .filter(Boolean)
      .reduce((sum, s) => sum + segmentScore(s), 0);
    if (!best || score > best.score) best = { route, params, score };
  }
  return best ? { route: best.route, params: best.params } : null;
}
