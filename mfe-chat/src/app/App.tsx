import { useT } from 'shared-kernel/i18n';
import { ComingSoonRoutes } from 'shared-kernel/ui/ComingSoonRoutes';
import './i18n';

type TitleKey = 'chats' | 'conversation' | 'memberChat';

/** The routes of SPEC §2 that mfe-chat owns (the shell mounts this remote only for these). */
export const ROUTES: readonly { path: string; title: TitleKey }[] = [
  { path: 'chats', title: 'chats' },
  { path: 'chats/:id', title: 'conversation' },
  { path: 'members/:id/chat', title: 'memberChat' },
];

export default function App() {
  const { t } = useT('chat');
  return <ComingSoonRoutes remote="mfe-chat" routes={ROUTES.map(({ path, title }) => ({ path, title: t(`app.titles.${title}`) }))} />;
}
