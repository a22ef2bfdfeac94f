import { useT } from 'shared-kernel/i18n';
import { ComingSoonRoutes } from 'shared-kernel/ui/ComingSoonRoutes';
import './i18n';

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
  return <ComingSoonRoutes remote="mfe-members" routes={ROUTES.map(({ path, title }) => ({ path, title: t(`app.titles.${title}`) }))} />;
}
