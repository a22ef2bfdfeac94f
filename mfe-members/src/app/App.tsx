import { lazyPage, RemoteRoutes, type RemoteRoute } from 'shared-kernel/remote/RemoteRoutes';
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

export type MembersRoute = RemoteRoute<TitleKey>;

/** The routes of SPEC §2 that mfe-members owns (the shell mounts this remote only for these). */
export const ROUTES: readonly MembersRoute[] = [
  { path: 'members', title: 'members', page: lazyPage(() => import('../features/search/components/SearchPage')) },
  { path: 'members/:id', title: 'memberProfile', page: lazyPage(() => import('./ProfileRoute')) },
  { path: 'likes', title: 'likes', page: lazyPage(() => import('../features/likes/components/LikesPage')) },
  { path: 'likes/m/:id', title: 'likeDetail', page: lazyPage(() => import('../features/likes/components/LikeDetailPage')) },
  { path: 'likes/:type', title: 'likesType', page: lazyPage(() => import('../features/likes/components/LikesPage')) },
  { path: 'notifications', title: 'notifications', page: lazyPage(() => import('../features/notifications/components/NotificationsPage')) },
  { path: 'profile', title: 'profile', page: lazyPage(() => import('./OwnProfileRoute')) },
  { path: 'match-finder', title: 'matchFinder', page: lazyPage(() => import('../features/match-finder/components/MatchFinderPage')) },
  { path: 'swipe-game', title: 'swipeGame', page: lazyPage(() => import('../features/swipe-game/components/SwipeGamePage')) },
  { path: 'lang-config', title: 'langConfig', page: lazyPage(() => import('../features/lang-config/components/LangConfigPage')) },
];

export default function App() {
  return <RemoteRoutes remote="mfe-members" namespace="members" routes={ROUTES} />;
}
