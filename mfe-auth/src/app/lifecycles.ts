import { createRemoteLifecycles } from 'shared-kernel/remote';
import App, { ROUTES } from './App';
import { prefetchRoutes } from 'shared-kernel/remote/RemoteRoutes';

/** The page chunks of these paths (with the texts they register), fetched ahead of their first render. */
const preload = (pathnames: readonly string[]): Promise<void> => prefetchRoutes(ROUTES, pathnames);

// Server HTML (/login, /signup; src/server.tsx) hydrates once its page's chunk is here (no fallback flash).
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mfe-auth', App, beforeHydrate: (pathname) => preload([pathname]) });

/** The shell's idle prefetch: the page chunks of these paths, fetched ahead of a navigation. */
export const prefetch = preload;
