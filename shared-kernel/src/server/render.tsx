import type { ComponentType, ReactElement, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { changeLanguage, I18nextProvider, i18n, languageReady, type Language } from 'shared-kernel/i18n';
import { RemoteErrorBoundary } from 'shared-kernel/remote/RemoteErrorBoundary';
import { StaticRouter } from 'shared-kernel/router/server';
import { seedPageData, type PageData } from 'shared-kernel/stores/pageData';
import { setUser } from 'shared-kernel/stores/session';
import { KernelThemeProvider } from 'shared-kernel/ui/KernelThemeProvider';

/**
 * Server rendering (issue 16, HTML first): what a server build (`<pkg>/src/server.tsx`, built to
 * `server/render.js`) offers the API. Used only by the server builds, never in a browser bundle.
 */

/** One page for a visitor without a session. */
export interface ServerRenderRequest {
  /** The path and query, e.g. `/landers/gallery?utm_source=x`. */
  url: string;
  /** The page's language (an active locale of the site variant). */
  locale: Language;
  /** What the page's first render shows (the page carries the same, for the browser's first render). */
  data: PageData;
}

export interface ServerRenderResult {
  /** The rendered markup. */
  html: string;
  /** styled-components' `<style data-styled>` tags for it. */
  css: string;
}

/**
 * What the server answers for an address a remote owns (a route with a parameter or a prefix) but only
 * the remote can judge: `redirect` to the canonical address of the same page (a static page's short
 * address), `notFound` (an unknown token or lander: a 404, not a soft 200), or null: its page.
 * A server build may export it as `addressAnswer`.
 */
export type RemoteAddressAnswer = (pathname: string) => { redirect: string } | { notFound: true } | null;

/** A remote's server build: its page at `url`, or null when that is not one of its public routes. */
export type RemoteServerRender = (request: ServerRenderRequest) => Promise<ServerRenderResult | null>;

/**
 * The shell's server build: the layout around the remote's server HTML (`slot`, for `remote`); with
 * `remote` null, the layout around the shell's own error page (an address no route owns: the 404).
 */
export type ShellServerRender = (request: ServerRenderRequest & { remote: string | null; slot: string }) => Promise<ServerRenderResult>;

const streamText = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : part);
  return Buffer.concat(parts).toString('utf8');
};

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders `element` (waiting for its lazy pages) with the request's stores: the settings, no session
 * (only visitors get server HTML) and the language. The stores of a server build are module state, so
 * one render runs at a time per build. Any error while rendering rejects (the API then serves the
 * client-only page); nothing is left half rendered.
 */
export function renderPage(request: ServerRenderRequest, element: ReactElement): Promise<ServerRenderResult> {
  const run = async (): Promise<ServerRenderResult> => {
    seedPageData(request.data);
    setUser(null);
    if (i18n.language !== request.locale) await changeLanguage(request.locale);
    await languageReady();
    const sheet = new ServerStyleSheet();
    const errors: unknown[] = [];
    try {
      // Complete HTML: every Suspense boundary inline where it stands. React otherwise moves a boundary
      // that completes past `progressiveChunkSize` bytes to the end of the document with inline scripts
      // ($RC, $RV, $RT) that put it back, which the page's Content-Security-Policy (script-src 'self') blocks.
      const { prelude } = await prerenderToNodeStream(sheet.collectStyles(element), {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void errors.push(error),
      });
      const html = await streamText(prelude);
      if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
      return { html, css: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** The providers of a remote's tree (as `RemoteProviders` in the browser), at one address. */
export function ServerRemoteProviders({ url, children }: { url: string; children?: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <KernelThemeProvider>
        <StaticRouter location={url}>{children}</StaticRouter>
      </KernelThemeProvider>
    </I18nextProvider>
  );
}

export interface RemoteServerOptions {
  /** The remote's name, e.g. `mfe-landers`. */
  name: string;
  /** The remote's App, as its lifecycles mount it. */
  App: ComponentType;
  /** Whether a path is one of its public pages rendered on the server (others: null, client-rendered). */
  renders: (pathname: string) => boolean;
}

/**
 * A remote's server render: its tree as its single-spa lifecycles mount it in the browser (error
 * boundary, providers, App), so the browser hydrates the same markup.
 */
export function createRemoteServerRender({ name, App, renders }: RemoteServerOptions): RemoteServerRender {
  return async (request) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    if (!renders(pathname)) return null;
    return renderPage(
      request,
      <RemoteErrorBoundary remote={name}>
        <ServerRemoteProviders url={request.url}>
          <App />
        </ServerRemoteProviders>
      </RemoteErrorBoundary>,
    );
  };
}
