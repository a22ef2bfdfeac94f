import { ENTRY_WARNING_COOKIE, isSupportedLocale, LOCALE_COOKIE, RENDER_YEAR_KEY } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import type { Language } from 'shared-kernel/i18n';
import type { PageData } from 'shared-kernel/stores/pageData';
import { amsterdamDay } from 'shared-kernel/utils/amsterdamDay';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { Logger } from '../../domain/logger';
import { landerCampaign } from '../../domain/landers/campaigns';
import { cardViewOf } from '../../domain/members/cards';
import { bundlesOfViewer } from '../../domain/prices/bundles';
import { siteRoutesOf } from './manifests';
import { createServerRenderer, injectServerRender, type ServerRenderer } from './server-render';
import { companyInfoOf, siteSettingsFor } from '../../domain/site/settings';
import { geoipCountryOf, type VisitorRequest } from '../../domain/site/site-variant';

/** The request of a page, as the web layer hands it over (its Fastify request fits). */
export interface PageRequest extends VisitorRequest {
  url: string;
  hostname: string;
  cookies: Record<string, string | undefined>;
  log: Logger;
}

/** The id of the page's data script; the same as the kernel's `PAGE_DATA_SCRIPT_ID` (a test keeps them equal). */
export const PAGE_DATA_SCRIPT_ID = 'hartklop-page-data';

const renderers = new WeakMap<Config, ServerRenderer>();

/** The server renderer of a configuration (one per app: its cache of server builds). */
export function serverRendererOf(config: Config): ServerRenderer {
  let renderer = renderers.get(config);
  if (!renderer) {
    renderer = createServerRenderer({
      deployDir: config.deployDir,
      staticRoot: config.staticRoot,
      repoRoot: config.repoRoot,
      routes: siteRoutesOf(config.repoRoot),
    });
    renderers.set(config, renderer);
  }
  return renderer;
}

/**
 * The language the browser's first render of the page will use, or null when it cannot be known
 * here (the browser then switches language after its first render: no server HTML). The browser
 * starts in the locale cookie's language (else Dutch) and moves to the site's language when the
 * site does not offer it, or, without a cookie, to the site's domain language (shared-kernel/i18n).
 */
export function firstRenderLocale(cookie: string | undefined, siteLocales: readonly string[], domainLanguage: string): Language | null {
  const offered = siteLocales.map((l) => l.slice(0, 2).toLowerCase());
  const start = cookie !== undefined && isSupportedLocale(cookie) ? cookie : 'nl';
  if (!offered.includes(start)) return null;
  const domain = domainLanguage.slice(0, 2).toLowerCase();
  if (cookie === undefined && domain !== start && isSupportedLocale(domain) && offered.includes(domain)) return null;
  return start;
}

/** `/landers/gallery/zomer` → the lander's campaign key parts, or null. */
const landerOf = (pathname: string): { variant: string; slug: string | undefined } | null => {
  const m = /^\/landers\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!m?.[1]) return null;
  try {
    return { variant: decodeURIComponent(m[1]), slug: m[2] === undefined ? undefined : decodeURIComponent(m[2]) };
  } catch {
    return null;
  }
};

const PRICING_PATH = /^\/pricing\/?$/;

/**
 * The shell's `html` with the public page at the request's address rendered into it (issue 16), or
 * null: not a page the remote renders on the server, no server build, a language the browser only
 * switches to later, or an error (logged with the page, the remote and its version). An address no
 * route owns is rendered as the shell's error page (the 404 the caller answers).
 */
export async function renderPublicPage(db: DatabaseHandle, config: Config, request: PageRequest, html: string): Promise<string | null> {
  const renderer = serverRendererOf(config);
  const url = request.url;
  const pathname = url.split('?', 1)[0] ?? '/';
  const remote = renderer.remoteOf(pathname);
  try {
    const [{ settings, variant }, companyinfo] = await Promise.all([siteSettingsFor(db, config, request, request.hostname), companyInfoOf(db)]);
    const locale = firstRenderLocale(request.cookies[LOCALE_COOKIE], settings.locales, settings.domain_language);
    if (!locale) return null;
    // Whether the visitor confirmed the site-entry warning (its cookie): if not, and the site shows it
    // to them, the warning is part of the server HTML (the shell decides, as in the browser).
    // The year the signup form's birth years start from, so that it can be filled before hydration.
    const values: Record<string, unknown> = {
      [ENTRY_WARNING_COOKIE]: request.cookies[ENTRY_WARNING_COOKIE] !== undefined,
      [RENDER_YEAR_KEY]: Number(amsterdamDay(new Date()).slice(0, 4)),
    };
    const lander = landerOf(pathname);
    if (lander) {
      values[`lander:${lander.variant}:${lander.slug ?? ''}`] = await landerCampaign(db.kysely, lander.variant, lander.slug, cardViewOf(variant));
    }
    // An endpoint's answer the page would fetch, keyed by the endpoint's path: /pricing shows the
    // bundles of GET /api/bundles.php for this visitor (no session: the geo-IP country's prices).
    if (PRICING_PATH.test(pathname)) {
      values[ENDPOINTS.bundles.path] = await bundlesOfViewer(db.kysely, variant, null, geoipCountryOf(request));
    }
    const data: PageData = { settings, companyinfo, values };
    const page = remote === null ? await renderer.renderNotFound({ url, locale, data }) : await renderer.render({ url, locale, data });
    if (!page) return null;
    const out = injectServerRender(html, page, data, PAGE_DATA_SCRIPT_ID, locale);
    if (!out) request.log.warn({ url, remote }, 'server render: the shell index.html has no empty #root, served client-rendered');
    return out;
  } catch (err) {
    request.log.error({ err, url, remote }, 'server render failed, served client-rendered');
    return null;
  }
}
