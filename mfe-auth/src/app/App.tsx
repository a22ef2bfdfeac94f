import { useT } from 'shared-kernel/i18n';
import { ComingSoonRoutes } from 'shared-kernel/ui/ComingSoonRoutes';
import './i18n';

type TitleKey = 'login' | 'signup' | 'signupMatches' | 'completeSignup' | 'resetPassword' | 'resetPasswordDo' | 'activateDone' | 'activateError' | 'mailChangeDo' | 'accountDeleted' | 'memberSignup';

/** The routes of SPEC §2 that mfe-auth owns (the shell mounts this remote only for these). */
export const ROUTES: readonly { path: string; title: TitleKey }[] = [
  { path: 'login', title: 'login' },
  { path: 'signup', title: 'signup' },
  { path: 'signup-matches', title: 'signupMatches' },
  { path: 'complete-signup', title: 'completeSignup' },
  { path: 'reset-password', title: 'resetPassword' },
  { path: 'reset-password/do', title: 'resetPasswordDo' },
  { path: 'activate/done', title: 'activateDone' },
  { path: 'activate/error', title: 'activateError' },
  { path: 'mail-change/do', title: 'mailChangeDo' },
  { path: 'account-deleted', title: 'accountDeleted' },
  { path: 'members/:id/signup', title: 'memberSignup' },
];

export default function App() {
  const { t } = useT('auth');
  return <ComingSoonRoutes remote="mfe-auth" routes={ROUTES.map(({ path, title }) => ({ path, title: t(`app.titles.${title}`) }))} />;
}
