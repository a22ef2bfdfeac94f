/** A route of a remote's manifest (the `federation.routes` of its package.json; docs/composition.md). */
export interface SiteRoute {
  path: string;
  name: string;
  layout: string;
  /** The remote's package folder, e.g. `mfe-landers`. */
  remote: string;
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
