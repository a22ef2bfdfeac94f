import { createRemoteLifecycles } from 'shared-kernel/remote';
import App from './App';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mfe-backoffice', App });
