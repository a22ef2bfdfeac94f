import { createRemoteLifecycles } from 'shared-kernel/remote';
import App, { ROUTES } from './App';
import { prefetchRoutes } from 'shared-kernel/remote/RemoteRoutes';

/** The shell's idle prefetch: the page chunks of these paths, fetched ahead of a navigation. */
export const prefetch = (pathnames: readonly string[]): Promise<void> => prefetchRoutes(ROUTES, pathnames);

// A server-rendered page (/pricing) hydrates once its page chunk is here (issue 16).
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mfe-payments', App, beforeHydrate: (pathname) => prefetch([pathname]) });
