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
export function createRemoteLifecycles({ name, App }: RemoteOptions): ReactAppOrParcel<RemoteCustomProps> {
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

  const lifecycles = singleSpaReact<RemoteCustomProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    // A resettable boundary (the plain `errorBoundary` function of single-spa-react cannot retry).
    errorBoundaryClass: Boundary,
  });
  // A remote mounted in another language than Dutch first gets its texts in it: no Dutch flash.
  const mount = lifecycles.mount;
  return { ...lifecycles, mount: (props) => languageReady().then(() => mount(props)) };
}
