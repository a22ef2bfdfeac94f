import { lazy, Suspense } from 'react';
import { useT } from 'shared-kernel/i18n';
import { Route, Routes } from 'shared-kernel/router';
import { Spinner } from 'shared-kernel/ui/Spinner';
import './i18n';

// Loaded per route, so the first screen of this remote only carries what it shows.
const ComingSoonPage = lazy(() => import('../features/coming-soon/components/ComingSoonPage'));

type TitleKey = 'chats' | 'conversation' | 'memberChat';

/** The routes of SPEC §2 that mfe-chat owns (the shell mounts this remote only for these). */
export const ROUTES: readonly { path: string; title: TitleKey }[] = [
  { path: 'chats', title: 'chats' },
  { path: 'chats/:id', title: 'conversation' },
  { path: 'members/:id/chat', title: 'memberChat' },
];

export default function App() {
  const { t } = useT('chat');
  return (
    <div data-remote="mfe-chat">
      <Suspense fallback={<Spinner label={t('app.loading')} />}>
        <Routes>
          {ROUTES.map(({ path, title }) => (
            <Route key={path} path={path} element={<ComingSoonPage title={t(`app.titles.${title}`)} />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </div>
  );
}
