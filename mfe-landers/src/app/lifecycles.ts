import { createRemoteLifecycles } from 'shared-kernel/remote';
import App, { preloadPage } from './App';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mfe-landers', App, beforeHydrate: preloadPage });
