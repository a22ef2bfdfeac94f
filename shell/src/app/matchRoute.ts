import { matchRoutes } from 'shared-kernel/router';
import { ROUTES, type ShellRoute } from './routes';

const routeObjects = ROUTES.map((route) => ({ path: route.path, route }));

/** The shell route for a path, or null when no route matches (the shell's 404). */
export function matchShellRoute(pathname: string): { route: ShellRoute; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(routeObjects, pathname);
  const hit = matches?.[matches.length - 1];
  if (!hit) return null;
  return { route: hit.route.route, params: hit.params };
}
