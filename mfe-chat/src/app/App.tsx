import { lazyPage, RemoteRoutes, type RemoteRoute } from 'shared-kernel/remote/RemoteRoutes';
import '../components/i18n';
import './i18n';

export type TitleKey = 'chats' | 'conversation' | 'memberChat';

/** The routes of SPEC §2 that mfe-chat owns (the shell mounts this remote only for these). */
export const ROUTES: readonly RemoteRoute<TitleKey>[] = [
  { path: 'chats', title: 'chats', page: lazyPage(() => import('../features/chats/components/ChatsPage')) },
  { path: 'chats/:id', title: 'conversation', page: lazyPage(() => import('./ConversationRoute')) },
  { path: 'members/:id/chat', title: 'memberChat', page: lazyPage(() => import('./ConversationRoute')) },
];

export default function App() {
  return <RemoteRoutes remote="mfe-chat" namespace="chat" routes={ROUTES} />;
}
