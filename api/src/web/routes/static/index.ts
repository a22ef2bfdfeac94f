import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { headTags, injectHead, pageHead, sessionMeta } from '../../../domain/site/head';
import { headSiteOf } from '../../../domain/site/origin';
import { siteOriginOf } from '../../site-origin';
import { matchSiteRoute } from '../../../domain/site/routes';
import { siteRoutesOf } from '../../site/manifests';
import { renderPublicPage, serverRendererOf } from '../../site/public-page';
import { notFound, sendApiError } from '../../errors';
import { byKey } from '../../../domain/errors';
import { mediaRoutes } from './media';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files of a remote that name the others: revalidated, so a redeploy is picked up, unless their
 * version folder is a content hash (what scripts/frontend-build.js deploys): then the address names
 * the content and they are immutable like the chunks (a prefetched entry is then served from the
 * cache when the navigation needs it: issue 29).
 */
const REMOTE_ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);
/** `deploy/<remote>/3f9c2a1b7d4e/`: a version folder named by the hash of its content. */
const HASHED_VERSION = /^[0-9a-f]{12,}$/i;
/** `main.3f9c2a1b.js`, `412.8e1f0a7c5d.chunk.css`, `logo-a1b2c3d4e5.svg`: content-hashed. */
const HASHED_NAME = /(?:^|[.-])[0-9a-f]{8,}[.-]/i;

/** The push service worker the shell build emits at its root (SPEC §9: registered at /sw-push.js). */
export const PUSH_WORKER_FILE = 'sw-push.js';

const REMOTE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
/** A login or signup form's fields fit easily; a larger body is refused (413) unread. */
const PAGE_FORM_BODY_LIMIT = 16 * 1024;
/** A path of this site (`/login`), not one a browser would read as another host (`//host`, `/\host`). */
const isSamePagePath = (pathname: string): boolean => /^\/(?![/\\])/.test(pathname);

const isInside = (file: string, dir: string): boolean => file === dir || file.startsWith(dir + path.sep);

/** Cache-Control of a static file, by where it lives and how it is named. */
export function cacheControlFor(config: Config, file: string): string {
  const base = path.basename(file);
  if (isInside(file, config.deployDir)) {
    const version = path.relative(config.deployDir, file).split(path.sep)[1] ?? '';
    return REMOTE_ENTRY_FILES.has(base) && !HASHED_VERSION.test(version) ? NO_CACHE : IMMUTABLE;
  }
  if (base.endsWith('.html')) return NO_CACHE;
  return HASHED_NAME.test(base) ? IMMUTABLE : NO_CACHE;
}

/**
 * Source maps (`*.map`, the full sources) stay on disk beside the bundles for error reporting but
 * are never served: any such path answers the JSON 404, also to a browser.
 */
export const isSourceMapPath = (pathname: string): boolean => pathname.toLowerCase().endsWith('.map');

/** A build's server renderer (`server/render.js`, issue 16) is the server's, never served. */
export const isServerBuildPath = (pathname: string): boolean => /^\/server(?:\/|$)/i.test(pathname);

/**
 * Static files: the shell build at `/`, remotes at `/mfe/<remote>/<version>/...` from DEPLOY_DIR,
 * `/remotes.json` (read on every request, so a redeploy needs no restart) and photos at `/media/`.
 * No source maps (`isSourceMapPath`).
 */
export async function staticPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const pushWorker = path.join(config.staticRoot, PUSH_WORKER_FILE);
  const setHeaders = (res: { setHeader(name: string, value: string): unknown }, file: string): void => {
    res.setHeader('cache-control', cacheControlFor(config, file));
    // The push service worker (fixed name, revalidated like any unhashed file) controls the whole site.
    if (file === pushWorker) res.setHeader('service-worker-allowed', '/');
  };

  await app.register(fastifyStatic, {
    root: config.staticRoot,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'ignore',
    allowedPath: (pathName) => !isSourceMapPath(pathName) && !isServerBuildPath(pathName),
    setHeaders,
  });

  await app.register(mediaRoutes);

  app.get('/', (request, reply) => sendShellIndex(config, request, reply));

  // A page's form sent before the page's script ran (server HTML, issue 16: /login's form is
  // method="post" so the password never lands in an address): the body is dropped unread and the
  // browser goes back to the page (303), now with its script. Only a browser's form post to a page.
  await app.register(async (pages) => {
    pages.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: PAGE_FORM_BODY_LIMIT }, (_request, _body, done) => done(null, undefined));
    pages.post('/*', { config: { formBody: true } }, async (request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      const isPage = isSamePagePath(pathname) && matchSiteRoute(siteRoutesOf(config.repoRoot), pathname) !== null;
      if (!wantsHtml || !isPage || !FORM_TYPE.test(request.headers['content-type'] ?? '')) return reply.callNotFound();
      return reply.redirect(request.url, 303);
    });
  });

  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/mfe/:remote/:version/*',
    async (request, reply) => {
      const { remote, version } = request.params;
      const file = request.params['*'];
      if (!REMOTE_NAME.test(remote) || !VERSION_NAME.test(version) || file === '' || file.endsWith('/') || isSourceMapPath(file) || isServerBuildPath(`/${file}`)) {
        return reply.callNotFound();
      }
      // Remotes may be served from another host (a CDN) one day: let any origin load them.
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return reply.sendFile(file, path.join(config.deployDir, remote, version));
    },
  );

  app.get('/remotes.json', async (request, reply) => {
    let content: Buffer;
    try {
      content = await fs.readFile(path.join(config.deployDir, 'remotes.json'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return sendApiError(reply, notFound(byKey('staff.site.notPublished')));
      }
      throw err;
    }
    const etag = `"${createHash('sha1').update(content).digest('base64url')}"`;
    reply.header('cache-control', NO_CACHE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(content);
  });
}

/**
 * The shell's index.html (SPA entry), always revalidated, with the page's head (domain/site/head.ts:
 * title, description, canonical, robots, Open Graph) and whether the request has a valid session
 * (the page then asks for the user only when there is one). A page that must not be indexed also
 * says so in `X-Robots-Tag`. `status` 404: an address no route owns, with the shell's error page.
 */
export async function sendShellIndex(config: Config, request: FastifyRequest, reply: FastifyReply, status: 200 | 404 = 200): Promise<FastifyReply> {
  let html: string;
  try {
    html = await fs.readFile(path.join(config.staticRoot, 'index.html'), 'utf8');
  } catch (err) {
    request.log.warn({ err, staticRoot: config.staticRoot }, 'shell index.html missing (build the shell first)');
    return sendApiError(reply, notFound(byKey('staff.site.notBuilt')));
  }
  const [variant, session] = await Promise.all([request.siteVariant(), request.sessionUser()]);
  const site = headSiteOf(variant);
  const pathname = request.url.split('?', 1)[0] ?? '/';
  const head = pageHead(siteRoutesOf(config.repoRoot), { pathname, origin: siteOriginOf(config, request), site });
  if (!head.indexable) reply.header('x-robots-tag', head.robots);
  const page = injectHead(html, headTags(head) + sessionMeta(session !== null));
  // A visitor's public page comes with its content (issue 16): rendered by the route's remote and
  // the shell; without a server build, or on any error, the page is client-rendered as before.
  const rendered = session === null && request.method === 'GET' ? await renderPublicPage(request.server.deps.db, config, request, page) : null;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .header('vary', 'cookie')
    .send(rendered ?? page);
}

const JSON_ONLY_PREFIXES = ['/api/', '/mfe/', '/media/'];

/** `/main.3f9c2a1b.js`, `/package.json`, `/.env`: the last segment names a file, not a page. */
const isFilePath = (pathname: string): boolean => /\.[^/]*$/.test(pathname);

/**
 * What an address no route handler took answers to a GET or HEAD:
 * - `page`: a path a remote owns (its manifest's routes): the shell page, 200, whatever the Accept
 *   (link previewers, curl and some crawlers accept anything);
 * - `missing`: any other path (`/no/such/page`), asked for by a browser or by anything that does not
 *   say it wants only a file: the shell's error page with status 404 (noindex);
 * - `json`: /api/, /mfe/, /media/, source maps, and a missing file asked for without text/html.
 * A `page` may still be a redirect or a 404 when its remote says so (its server build's `addressAnswer`).
 */
export function notFoundAnswerOf(config: Config, pathname: string, accept: string | undefined): 'page' | 'missing' | 'json' {
  if (pathname === '/api' || JSON_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || isSourceMapPath(pathname) || isServerBuildPath(pathname)) return 'json';
  const wantsHtml = (accept ?? '').includes('text/html');
  if (!wantsHtml && isFilePath(pathname)) return 'json';
  return isSamePagePath(pathname) && matchSiteRoute(siteRoutesOf(config.repoRoot), pathname) !== null ? 'page' : 'missing';
}

/**
 * Unknown paths: GET and HEAD as `notFoundAnswerOf` says (a remote's page, the 404 page, or a JSON 404);
 * other methods a JSON 404.
 */
export function installNotFoundHandler(app: FastifyInstance, config: Config): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (request.method === 'GET' || request.method === 'HEAD') {
      const answer = notFoundAnswerOf(config, pathname, request.headers.accept);
      if (answer === 'missing') return sendShellIndex(config, request, reply, 404);
      if (answer === 'page') {
        // An address only the owning remote can judge (a static page's short address, a lander).
        const judged = await serverRendererOf(config)
          .addressAnswer(pathname)
          .catch((err: unknown) => {
            request.log.error({ err, pathname }, 'remote address answer failed, served as its page');
            return null;
          });
        if (judged && 'redirect' in judged) return reply.redirect(judged.redirect + request.url.slice(pathname.length), 301);
        return sendShellIndex(config, request, reply, judged ? 404 : 200);
      }
    }
    // Through the error hook: answered in the request's language (web/errors.ts).
    throw notFound();
  });
}
