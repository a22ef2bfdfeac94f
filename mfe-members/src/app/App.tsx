import { lazy, Suspense } from 'react';
import { useT } from 'shared-kernel/i18n';
import { Route, Routes } from 'shared-kernel/router';
import { Spinner } from 'shared-kernel/ui/Spinner';
import './i18n';

// Loaded per route, so the first screen of this remote only carries what it shows.
const ComingSoonPage = lazy(() => import('../features/coming-soon/components/ComingSoonPage'));

type TitleKey = 'members' | 'memberProfile' | 'likes' | 'likeDetail' | 'likesType' | 'notifications' | 'profile' | 'matchFinder' | 'swipeGame' | 'langConfig';

/** The routes of SPEC §2 that mfe-members owns (the shell mounts this remote only for these). */
export const ROUTES: readonly { path: string; title: TitleKey }[] = [
  { path: 'members', title: 'members' },
  { path: 'members/:id', title: 'memberProfile' },
  { path: 'likes', title: 'likes' },
  { path: 'likes/m/:id', title: 'likeDetail' },
  { path: 'likes/:type', title: 'likesType' },
  { path: 'notifications', title: 'notifications' },
  { path: 'profile', title: 'profile' },
  { path: 'match-finder', title: 'matchFinder' },
  { path: 'swipe-game', title: 'swipeGame' },
  { path: 'lang-config', title: 'langConfig' },
];

export default function App() {
  const { t } = useT('members');
  return (
    <div data-remote="mfe-members">
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
