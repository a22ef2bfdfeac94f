import fs from 'node:fs';
import path from 'node:path';
import type { SiteRoute } from '../../domain/site/routes';

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
