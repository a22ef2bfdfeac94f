import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'shared-kernel/router';
import type { AppProps } from 'single-spa';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { I18nextProvider, i18n, languageReady } from 'shared-kernel/i18n';
import { KernelThemeProvider } from 'shared-kernel/ui/KernelThemeProvider';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** Custom props the shell passes to a remote parcel. */
export interface RemoteCustomProps {
  remote?: string;
  [key: string]: unknown;
}

/** What a remote's App receives: single-spa props (name, mountParcel, singleSpa) plus custom props. */
export type RemoteProps = AppProps & RemoteCustomProps;

export interface RemoteOptions {
  /** Remote name, e.g. 'mfe-members'. */
  name: string;
  App: ComponentType<RemoteProps>;
  /**
   * Before the remote hydrates server HTML (issue 16): loads what the page at `pathname` renders
   * lazily (its page chunks, and the texts they register), so nothing arrives while it hydrates.
   */
  beforeHydrate?: (pathname: string) => Promise<unknown>;
}

/** The providers every remote renders inside: i18n, theme, router. */
export function RemoteProviders({ children }: { children?: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <KernelThemeProvider>
        <BrowserRouter>{children}</BrowserRouter>
      </KernelThemeProvider>
    </I18nextProvider>
  );
}

/**
 * single-spa lifecycles of a remote (React 19 via ReactDOMClient). Errors while rendering stay
 * inside the remote's area: the boundary emits remote/failed and offers a retry.
 */
export function createRemoteLifecycles({ name, App, beforeHydrate }: RemoteOptions): ReactAppOrParcel<RemoteCustomProps> {
  function RemoteRoot(props: RemoteProps) {
    return (
      <RemoteProviders>
        <App {...props} />
      </RemoteProviders>
    );
  }
  RemoteRoot.displayName = `Remote(${name})`;

  class Boundary extends React.Component<RemoteProps & { children?: ReactNode }> {
    override render() {
      const remote = typeof this.props.remote === 'string' ? this.props.remote : name;
      return <RemoteErrorBoundary remote={remote}>{this.props.children}</RemoteErrorBoundary>;
    }
  }

  // The shell passes `hydrate: true` when the remote's area holds the server's HTML of its page
  // (issue 16): the remote then hydrates it instead of rendering afresh. single-spa-react asks for the
  // render type synchronously inside mount, so a flag around that call is enough.
  let hydrateNext = false;
  const lifecycles = singleSpaReact<RemoteCustomProps>({
    React,
    ReactDOMClient,
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    rootComponent: RemoteRoot,
    // A resettable boundary (the plain `errorBoundary` function of single-spa-react cannot retry).
    errorBoundaryClass: Boundary,
  });
  // A remote mounted in another language than Dutch first gets its texts in it: no Dutch flash.
  const mount = lifecycles.mount;
  return {
    ...lifecycles,
    mount: async (props) => {
      await languageReady();
      const hydrate = props.hydrate === true && props.domElement instanceof HTMLElement && props.domElement.hasChildNodes();
      // A lazy chunk arriving during hydration (its texts re-render the page) would make React replace
      // the server's HTML with the fallback; loaded first, the page hydrates in one go.
      if (hydrate && beforeHydrate) await beforeHydrate(window.location.pathname).catch(() => undefined);
      // Issue 29: the remote's hydration starts in a task of its own and runs as a transition, so React
      // hydrates the page in slices (yielding to the browser) rather than in one long task.
      if (hydrate) await new Promise((resolve) => setTimeout(resolve, 0));
      // single-spa-react reads the render type synchronously inside mount.
      hydrateNext = hydrate;
      let mounted: Promise<unknown> = Promise.resolve();
      try {
        if (hydrate) React.startTransition(() => void (mounted = mount(props)));
        else mounted = mount(props);
      } finally {
        hydrateNext = false;
      }
      return mounted;
    },
  };
}
