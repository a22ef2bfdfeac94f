import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { Language } from 'shared-kernel/i18n';
import type { PageData } from 'shared-kernel/stores/pageData';
import type { RemoteAddressAnswer, RemoteServerRender, ServerRenderRequest, ServerRenderResult, ShellServerRender } from 'shared-kernel/server/render';
import { matchSiteRoute, type SiteRoute } from '../../domain/site/routes';

/**
 * HTML first (issue 16): the server renders a public page for a visitor. The route's owning remote
 * renders its page with the server build of the version `remotes.json` names
 * (`deploy/<remote>/<version>/server/render.js`), the shell renders its layout around it
 * (`<staticRoot>/server/render.js`); the result goes into the shell's index.html. A remote without a
 * server build, a path it does not render on the server, or any error: null, and the page is served
 * client-rendered as before. See docs/server-rendering.md.
 */

/** The folder of a build's server renderer and its file. */
export const SERVER_RENDER_FILE = path.join('server', 'render.js');

export interface ServerRenderedPage {
  /** The remote that rendered the page; null: the shell's own error page. */
  remote: string | null;
  /** The version of it (remotes.json); null for the shell's own page. */
  version: string | null;
  /** The markup inside `<div id="root">`. */
  html: string;
  /** styled-components' style tags (shell's and remote's). */
  css: string;
  /** The remote's entry, for a preload hint; null for the shell's own error page (no remote). */
  entry: string | null;
}

interface RemotesJsonEntry {
  entry?: unknown;
  version?: unknown;
  kernel?: unknown;
  runtime?: unknown;
}

/** What the shell checks before it loads a remote (its kernel range, its federation runtime). */
export interface RemoteRequirements {
  kernel?: string;
  runtime?: string;
}

/** The shell's server build's `loadsRemote`: whether the page would load a remote with these requirements. */
export type LoadsRemote = (requirements: RemoteRequirements) => boolean;

/** A module loaded from a server build: its exports. */
type ServerModule = Record<string, unknown>;

/**
 * The public path a remote's server build is made with (scripts/webpack.server.js): replaced at load
 * with the folder of the deployed version, so its media addresses are the client build's.
 */
export const SERVER_ASSET_BASE = '/__hartklop_server_asset_base__/';

const SAFE_BASE = /^(?:https?:\/\/[A-Za-z0-9.-]+(?::[0-9]+)?)?\/[A-Za-z0-9._~%/-]*$/;

/**
 * `/mfe/mfe-landers/1a2b/remoteEntry.js` → `/mfe/mfe-landers/1a2b/`: where the version's media are
 * served; undefined for an address that is not a plain path or http(s) URL (it goes into the build's code).
 */
export const assetBaseOf = (entry: string): string | undefined => {
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  return SAFE_BASE.test(base) ? base : undefined;
};

/**
 * Loads a server build (CommonJS) with the host's `require`: React, styled-components and the other
 * libraries it leaves out come from the API's node_modules (one copy for every build, as on the page).
 * `assetBase`: the folder a remote's media are served from (its SERVER_ASSET_BASE is replaced by it).
 */
export async function loadServerModule(file: string, hostRequire: NodeJS.Require, assetBase?: string): Promise<ServerModule> {
  const read = await fs.readFile(file, 'utf8');
  const code = assetBase === undefined ? read : read.split(SERVER_ASSET_BASE).join(assetBase);
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file }) as (
    exports: ServerModule,
    require: NodeJS.Require,
    module: { exports: ServerModule },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as ServerModule };
  wrapper(module.exports, hostRequire, module, file, path.dirname(file));
  return module.exports;
}

/** `remotes.json` → the deployed version, entry and requirements of `remote`, or null. */
export function deployedVersion(remotesJson: unknown, remote: string): ({ version: string; entry: string } & RemoteRequirements) | null {
  if (typeof remotesJson !== 'object' || remotesJson === null || !Object.hasOwn(remotesJson, remote)) return null;
  const item = (remotesJson as Record<string, RemotesJsonEntry>)[remote];
  if (!item || typeof item.version !== 'string' || typeof item.entry !== 'string') return null;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(item.version)) return null;
  return {
    version: item.version,
    entry: item.entry,
    ...(typeof item.kernel === 'string' ? { kernel: item.kernel } : {}),
    ...(typeof item.runtime === 'string' ? { runtime: item.runtime } : {}),
  };
}

export interface ServerRendererOptions {
  deployDir: string;
  staticRoot: string;
  /** Where the libraries of the server builds are resolved from (the repository root). */
  repoRoot: string;
  routes: readonly SiteRoute[];
  /** Longest a render may take before the page is served client-rendered instead. */
  timeoutMs?: number;
}

export interface PageRenderRequest {
  /** Path and query of the page. */
  url: string;
  locale: Language;
  data: PageData;
}

export interface ServerRenderer {
  /** The remote that would render `pathname` on the server (its route's owner), or null. */
  remoteOf(pathname: string): string | null;
  render(request: PageRenderRequest): Promise<ServerRenderedPage | null>;
  /**
   * The owning remote's judgement of an address (its server build's `addressAnswer`: a redirect, a
   * 404, or null: its page); null too without a server build or such an export.
   */
  addressAnswer(pathname: string): Promise<ReturnType<RemoteAddressAnswer>>;
  /** The shell's layout with its error page for an address no route owns (the 404), or null without a shell server build. */
  renderNotFound(request: PageRenderRequest): Promise<ServerRenderedPage | null>;
}

const DEFAULT_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The server renderer. Server builds are cached by file: a remote's folder is one immutable version
 * (a redeploy is a new folder, picked up on the next request because remotes.json is read each time);
 * the shell's build is rebuilt in place, so its cache entry is keyed by the file's modification time.
 * Render errors are thrown to the caller, which logs them and serves the client-rendered page.
 */
export function createServerRenderer(options: ServerRendererOptions): ServerRenderer {
  const hostRequire = createRequire(path.join(options.repoRoot, 'package.json'));
  const modules = new Map<string, Promise<ServerModule>>();
  const load = (file: string, key: string, assetBase?: string): Promise<ServerModule> => {
    let loading = modules.get(key);
    if (!loading) {
      loading = loadServerModule(file, hostRequire, assetBase);
      // A failed load is tried again on the next request (e.g. a build being written).
      loading.catch(() => modules.delete(key));
      modules.set(key, loading);
    }
    return loading;
  };
  const remoteOf = (pathname: string): string | null => matchSiteRoute(options.routes, pathname)?.route.remote ?? null;
  const shellFile = path.join(options.staticRoot, SERVER_RENDER_FILE);
  const ms = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  /** The shell's server build (rebuilt in place: keyed by its modification time), or null without one. */
  const loadShell = async (): Promise<ServerModule | null> => {
    const stat = await fs.stat(shellFile).catch(() => null);
    return stat ? load(shellFile, `${shellFile}@${stat.mtimeMs}`) : null;
  };
  const shellRenderOf = (shellModule: ServerModule): ShellServerRender => {
    const renderShell = shellModule.render as ShellServerRender | undefined;
    if (typeof renderShell !== 'function') throw new Error('the shell server build has no render function');
    return renderShell;
  };

  /** The deployed version of `remote` (remotes.json, read each time) with its server build's file, or null without one. */
  const deployedBuild = async (remote: string): Promise<(NonNullable<ReturnType<typeof deployedVersion>> & { file: string }) | null> => {
    let remotesJson: unknown;
    try {
      remotesJson = JSON.parse(await fs.readFile(path.join(options.deployDir, 'remotes.json'), 'utf8'));
    } catch {
      return null;
    }
    const deployed = deployedVersion(remotesJson, remote);
    if (!deployed) return null;
    const file = path.join(options.deployDir, remote, deployed.version, SERVER_RENDER_FILE);
    // No server build (an older deploy, a remote without public pages): client-rendered.
    return (await fs.stat(file).catch(() => null)) ? { ...deployed, file } : null;
  };

  return {
    remoteOf,
    async addressAnswer(pathname) {
      const remote = remoteOf(pathname);
      const deployed = remote ? await deployedBuild(remote) : null;
      if (!deployed) return null;
      const answer = (await load(deployed.file, deployed.file, assetBaseOf(deployed.entry))).addressAnswer as RemoteAddressAnswer | undefined;
      return typeof answer === 'function' ? answer(pathname) : null;
    },
    async render(request) {
      const pathname = new URL(request.url, 'http://localhost').pathname;
      const remote = remoteOf(pathname);
      if (!remote) return null;
      const deployed = await deployedBuild(remote);
      if (!deployed) return null;
      const [remoteModule, shellModule] = await Promise.all([load(deployed.file, deployed.file, assetBaseOf(deployed.entry)), loadShell()]);
      if (!shellModule) return null;
      const renderRemote = remoteModule.render as RemoteServerRender | undefined;
      if (typeof renderRemote !== 'function') throw new Error(`server build without a render function (${remote} ${deployed.version})`);
      const renderShell = shellRenderOf(shellModule);
      // A version the page would refuse (kernel range, runtime) shows its error panel there: no server HTML.
      const loadsRemote = shellModule.loadsRemote as LoadsRemote | undefined;
      if (typeof loadsRemote === 'function' && !loadsRemote({ kernel: deployed.kernel, runtime: deployed.runtime })) return null;
      const pageRequest: ServerRenderRequest = { url: request.url, locale: request.locale, data: request.data };
      const page: ServerRenderResult | null = await withTimeout(renderRemote(pageRequest), ms, `${remote} server render`);
      if (!page) return null;
      const layout = await withTimeout(renderShell({ ...pageRequest, remote, slot: page.html }), ms, 'shell server render');
      return { remote, version: deployed.version, html: layout.html, css: layout.css + page.css, entry: deployed.entry };
    },
    async renderNotFound(request) {
      const shellModule = await loadShell();
      if (!shellModule) return null;
      const pageRequest: ServerRenderRequest = { url: request.url, locale: request.locale, data: request.data };
      const layout = await withTimeout(shellRenderOf(shellModule)({ ...pageRequest, remote: null, slot: '' }), ms, 'shell server render');
      return { remote: null, version: null, html: layout.html, css: layout.css, entry: null };
    },
  };
}

/** JSON for a `<script type="application/json">`: nothing in it can end the script or start a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttribute = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The shell's index.html with a server-rendered page: its markup in `<div id="root">`, its styles, a
 * preload hint for the remote's entry and the page's data in the head, without the `<noscript>` notice. Null when the HTML has no
 * empty root or no head (then the page is served client-rendered).
 */
export function injectServerRender(html: string, page: ServerRenderedPage, data: PageData, pageDataScriptId: string, lang: Language): string | null {
  const root = /<div id="root"><\/div>/i;
  const head = html.search(/<\/head>/i);
  if (!root.test(html) || head < 0) return null;
  const tags =
    (page.entry === null ? '' : `<link rel="preload" as="script" href="${escapeAttribute(page.entry)}">`) +
    page.css +
    `<script type="application/json" id="${escapeAttribute(pageDataScriptId)}">${scriptJson(data)}</script>`;
  const withHead = html.slice(0, head) + tags + html.slice(head);
  // The page reads without JavaScript now: no "Hartklop needs JavaScript" notice under it.
  return (
    withHead
      .replace(root, () => `<div id="root">${page.html}</div>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>/gi, '')
      // The document is in the language the page was rendered in (screen readers, search engines).
      .replace(/<html\b([^>]*?)\slang="[^"]*"/i, (_, before: string) => `<html${before} lang="${escapeAttribute(lang)}"`)
  );
}
