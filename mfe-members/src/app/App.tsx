import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useT } from 'shared-kernel/i18n';
import { Route, Routes } from 'shared-kernel/router';
import { ComingSoon } from 'shared-kernel/ui/ComingSoon';
import { Spinner } from 'shared-kernel/ui/Spinner';
import NotFound from './NotFound';
import PageTitle from './PageTitle';
import '../components/i18n';
import './i18n';

export type TitleKey =
  | 'members'
  | 'memberProfile'
  | 'likes'
  | 'likeDetail'
  | 'likesType'
  | 'notifications'
  | 'profile'
  | 'matchFinder'
  | 'swipeGame'
  | 'langConfig';

export interface MembersRoute {
  /** Path relative to the site root, as in `<Routes>` (e.g. `members/:id`). */
  path: string;
  /** Key of the document title in `app.titles`. */
  title: TitleKey;
  /** The page, loaded as its own chunk; a route without one shows the "coming soon" notice. */
  page?: LazyExoticComponent<ComponentType>;
}

/** The routes of SPEC §2 that mfe-members owns (the shell mounts this remote only for these). */
export const ROUTES: readonly MembersRoute[] = [
  { path: 'members', title: 'members', page: lazy(() => import('../features/search/components/SearchPage')) },
  { path: 'members/:id', title: 'memberProfile', page: lazy(() => import('../features/profile/components/ProfilePage')) },
  { path: 'likes', title: 'likes', page: lazy(() => import('../features/likes/components/LikesPage')) },
  { path: 'likes/m/:id', title: 'likeDetail', page: lazy(() => import('../features/likes/components/LikeDetailPage')) },
  { path: 'likes/:type', title: 'likesType', page: lazy(() => import('../features/likes/components/LikesPage')) },
  { path: 'notifications', title: 'notifications' },
  { path: 'profile', title: 'profile' },
  { path: 'match-finder', title: 'matchFinder', page: lazy(() => import('../features/match-finder/components/MatchFinderPage')) },
  { path: 'swipe-game', title: 'swipeGame', page: lazy(() => import('../features/swipe-game/components/SwipeGamePage')) },
  { path: 'lang-config', title: 'langConfig' },
];

function Loading() {
  const { t } = useT('members');
  return <Spinner label={t('common.loading')} />;
}

/** One route: its document title at once, its page when the page's chunk has arrived. */
function RoutePage({ route }: { route: MembersRoute }) {
  const { t } = useT('members');
  const title = t(`app.titles.${route.title}`);
  const Page = route.page;
  return (
    <>
      <PageTitle page={title} />
      {Page ? (
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>
      ) : (
        <ComingSoon title={title} />
      )}
    </>
  );
}

export default function App() {
  return (
    <div data-remote="mfe-members">
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
