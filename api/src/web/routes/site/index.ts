import type { FastifyInstance } from 'fastify';
import { api } from 'shared-kernel/contract';
import { theme } from 'shared-kernel/ui/theme';
import { pageHead, robotsTxt, sitemapXml, webManifest, MANIFEST_PATH } from '../../../domain/site/head';
import { headSiteOf } from '../../../domain/site/origin';
import { siteOriginOf } from '../../site-origin';
import { siteRoutesOf } from '../../site/manifests';
import { registerEndpoint } from '../../route';

/** Robots, sitemap and manifest change with a deploy: a proxy or browser may keep them an hour. */
const SITE_FILE_CACHE = 'public, max-age=3600';

/**
 * The site's files for search engines and browsers (issue 16, items 8 and 9): `/robots.txt`,
 * `/sitemap.xml` (the public pages of the remotes' manifests) and the web app manifest, each made
 * for the request's site variant and public origin (domain/site/head.ts); and GET /api/page-head.php,
 * the head of a page for the shell after a navigation in the browser.
 */
export async function sitePlugin(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const routes = () => siteRoutesOf(config.repoRoot);

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', SITE_FILE_CACHE).send(robotsTxt(routes(), siteOriginOf(config, request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', SITE_FILE_CACHE).send(sitemapXml(routes(), siteOriginOf(config, request))),
  );

  registerEndpoint(app, api.pageHead, async ({ request, query, reply }) => {
    const head = pageHead(routes(), { pathname: query.path, origin: siteOriginOf(config, request), site: headSiteOf(await request.siteVariant()) });
    reply.header('cache-control', SITE_FILE_CACHE);
    return { title: head.title, description: head.description, canonical: head.canonical, robots: head.robots };
  });

  app.get(MANIFEST_PATH, async (request, reply) => {
    const manifest = webManifest(headSiteOf(await request.siteVariant()), { theme: theme.colors.primary, background: theme.colors.background });
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', SITE_FILE_CACHE).send(JSON.stringify(manifest));
  });
}
