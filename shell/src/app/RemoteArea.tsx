import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { loadingBar } from '../features/loading-bar/loadingBar';
import { loadRemoteModule, type RemoteExpose, type RemoteLifecycles } from './remoteLoader';
import type { RemoteName } from './routes';
import { PrerenderedContext, REMOTE_ROOT_CLASS } from './prerendered';

type AreaState =
  | { kind: 'loading' }
  | { kind: 'ready'; app: RemoteLifecycles }
  | { kind: 'failed'; error: unknown };

export interface RemoteAreaProps {
  remote: RemoteName;
  /** The exposed module to mount: `app` (default) or a parcel such as `signup`. */
  expose?: RemoteExpose;
  /** Extra single-spa custom props for the parcel (read when it mounts). */
  customProps?: Record<string, unknown>;
  timeoutMs?: number;
  /** A slot's extra (a banner): no spinner, no loading bar, no error panel; nothing shows when it fails. */
  quiet?: boolean;
}

/**
 * The area of the page a remote owns: loads the remote's `./app` (or another exposed parcel) through
 * the federation runtime and mounts it as a single-spa parcel. A remote that cannot be loaded (404,
 * refused, timeout) or fails to mount shows the inline error panel with a retry button; the rest of
 * the page keeps working.
 */
export function RemoteArea({ remote, expose = 'app', customProps, timeoutMs, quiet = false }: RemoteAreaProps) {
  const [state, setState] = useState<AreaState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const host = useRef<HTMLDivElement>(null);
  // The server's HTML of this remote's page (issue 16): kept as it is, without a spinner, until the
  // remote hydrates it. React sets it once and never touches it again (the same string on every render).
  const prerendered = useContext(PrerenderedContext);
  const [serverHtml] = useState(() =>
    expose === 'app' && prerendered && !prerendered.used && prerendered.remote === remote ? prerendered.html : null,
  );

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    if (!quiet) loadingBar.start();
    loadRemoteModule(remote, expose, { retry: attempt > 0, ...(timeoutMs ? { timeoutMs } : {}) })
      .then((app) => active && setState({ kind: 'ready', app }))
      .catch((error: unknown) => {
        // One line that says why (e.g. the kernel range a remote needs and the version it got), then the error.
        console.error(`[shell] ${remote}/${expose} failed to load: ${error instanceof Error ? error.message : String(error)}`, error);
        if (active) setState({ kind: 'failed', error });
      })
      .finally(() => !quiet && loadingBar.done());
    return () => {
      active = false;
    };
  }, [remote, expose, attempt, timeoutMs, quiet]);

  const props = useRef(customProps);
  props.current = customProps;

  useEffect(() => {
    if (state.kind !== 'ready' || !host.current) return;
    // The server-rendered root is hydrated by the remote once; any later mount starts afresh.
    const serverRoot = serverHtml !== null && prerendered && !prerendered.used ? host.current.querySelector(`:scope > .${REMOTE_ROOT_CLASS}`) : null;
    if (prerendered && serverRoot) prerendered.used = true;
    const domElement = serverRoot instanceof HTMLDivElement ? serverRoot : document.createElement('div');
    if (domElement !== serverRoot) {
      domElement.className = REMOTE_ROOT_CLASS;
      host.current.appendChild(domElement);
    }
    const name = expose === 'app' ? remote : `${remote}/${expose}`;
    let parcel: Parcel | null = mountRootParcel(
      { ...state.app, name },
      { ...props.current, domElement, remote, ...(domElement === serverRoot ? { hydrate: true } : {}) },
    );
    // `data-mounted` on the root: the remote's own code runs there now (server HTML looks the same
    // before; the benchmarks and tests wait for this).
    parcel.mountPromise.then(
      () => {
        domElement.dataset.mounted = 'true';
      },
      (error: unknown) => {
        console.error(`[shell] ${name} failed to mount`, error);
        parcel = null;
        setState({ kind: 'failed', error });
      },
    );
    return () => {
      const p = parcel;
      parcel = null;
      if (p) {
        void p
          .mountPromise.then(() => (p.getStatus() === 'MOUNTED' ? p.unmount() : undefined))
          .catch(() => undefined)
          .finally(() => domElement.remove());
      } else domElement.remove();
    };
  }, [state, remote, expose, serverHtml, prerendered]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <div data-remote-area={remote} data-expose={expose === 'app' ? undefined : expose} aria-busy={state.kind === 'loading' && serverHtml === null}>
      {!quiet && state.kind === 'loading' && serverHtml === null && <Spinner label="Laden..." />}
      {!quiet && state.kind === 'failed' && <ErrorPanel onRetry={retry} />}
      {serverHtml === null ? (
        <div ref={host} hidden={state.kind === 'failed'} />
      ) : (
        <div ref={host} hidden={state.kind === 'failed'} data-prerendered={remote} dangerouslySetInnerHTML={{ __html: serverHtml }} />
      )}
    </div>
  );
}
