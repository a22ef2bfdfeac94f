import { lazy, Suspense } from 'react';
import { useT } from 'shared-kernel/i18n';
import { Route, Routes } from 'shared-kernel/router';
import { Spinner } from 'shared-kernel/ui/Spinner';
import './i18n';

// Loaded per route, so the first screen of this remote only carries what it shows.
const ComingSoonPage = lazy(() => import('../features/coming-soon/components/ComingSoonPage'));

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
  return (
    <div data-remote="mfe-auth">
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
