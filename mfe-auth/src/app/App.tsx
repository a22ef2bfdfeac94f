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
  | 'login'
  | 'signup'
  | 'signupMatches'
  | 'completeSignup'
  | 'resetPassword'
  | 'resetPasswordDo'
  | 'activateDone'
  | 'activateError'
  | 'mailChangeDo'
  | 'accountDeleted'
  | 'memberSignup'
  | 'settings';

export interface AuthRoute {
  /** Path relative to the site root, as in `<Routes>` (e.g. `members/:id/signup`). */
  path: string;
  /** Key of the document title in `app.titles`. */
  title: TitleKey;
  /** The page, loaded as its own chunk; a route without one shows the "coming soon" notice. */
  page?: LazyExoticComponent<ComponentType>;
}

/** The routes of SPEC §2 that mfe-auth owns (the shell mounts this remote only for these), plus settings. */
export const ROUTES: readonly AuthRoute[] = [
  { path: 'login', title: 'login', page: lazy(() => import('../features/login/components/LoginPage')) },
  { path: 'signup', title: 'signup', page: lazy(() => import('../features/signup/components/SignupPage')) },
  { path: 'signup-matches', title: 'signupMatches', page: lazy(() => import('../features/signup-matches/components/SignupMatchesPage')) },
  { path: 'complete-signup', title: 'completeSignup', page: lazy(() => import('../features/complete-signup/components/CompleteSignupPage')) },
  { path: 'reset-password', title: 'resetPassword', page: lazy(() => import('../features/password-reset/components/RequestResetPage')) },
  { path: 'reset-password/do', title: 'resetPasswordDo', page: lazy(() => import('../features/password-reset/components/ResetPasswordPage')) },
  { path: 'activate/done', title: 'activateDone', page: lazy(() => import('../features/activation/components/ActivateDonePage')) },
  { path: 'activate/error', title: 'activateError', page: lazy(() => import('../features/activation/components/ActivateErrorPage')) },
  { path: 'mail-change/do', title: 'mailChangeDo', page: lazy(() => import('../features/mail-change/components/MailChangeConfirmPage')) },
  { path: 'account-deleted', title: 'accountDeleted', page: lazy(() => import('../features/account-deleted/components/AccountDeletedPage')) },
  { path: 'members/:id/signup', title: 'memberSignup', page: lazy(() => import('../features/signup/components/MemberSignupPage')) },
  { path: 'settings', title: 'settings', page: lazy(() => import('../features/account-settings/components/SettingsPage')) },
];

function Loading() {
  const { t } = useT('auth');
  return <Spinner label={t('common.loading')} />;
}

/** One route: its document title at once, its page when the page's chunk has arrived. */
function RoutePage({ route }: { route: AuthRoute }) {
  const { t } = useT('auth');
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
    <div data-remote="mfe-auth">
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
