import { lazyPage, RemoteRoutes, type RemoteRoute } from 'shared-kernel/remote/RemoteRoutes';
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
  | 'settings'
  | 'unsubscribe';

export type AuthRoute = RemoteRoute<TitleKey>;

/** The routes of SPEC §2 that mfe-auth owns (the shell mounts this remote only for these), plus settings. */
export const ROUTES: readonly AuthRoute[] = [
  { path: 'login', title: 'login', page: lazyPage(() => import('../features/login/components/LoginPage')) },
  { path: 'signup', title: 'signup', page: lazyPage(() => import('../features/signup/components/SignupPage')) },
  { path: 'signup-matches', title: 'signupMatches', page: lazyPage(() => import('../features/signup-matches/components/SignupMatchesPage')) },
  { path: 'complete-signup', title: 'completeSignup', page: lazyPage(() => import('../features/complete-signup/components/CompleteSignupPage')) },
  { path: 'reset-password', title: 'resetPassword', page: lazyPage(() => import('../features/password-reset/components/RequestResetPage')) },
  { path: 'reset-password/do', title: 'resetPasswordDo', page: lazyPage(() => import('../features/password-reset/components/ResetPasswordPage')) },
  { path: 'activate/done', title: 'activateDone', page: lazyPage(() => import('../features/activation/components/ActivateDonePage')) },
  { path: 'activate/error', title: 'activateError', page: lazyPage(() => import('../features/activation/components/ActivateErrorPage')) },
  { path: 'mail-change/do', title: 'mailChangeDo', page: lazyPage(() => import('../features/mail-change/components/MailChangeConfirmPage')) },
  { path: 'account-deleted', title: 'accountDeleted', page: lazyPage(() => import('../features/account-deleted/components/AccountDeletedPage')) },
  { path: 'members/:id/signup', title: 'memberSignup', page: lazyPage(() => import('../features/signup/components/MemberSignupPage')) },
  { path: 'settings', title: 'settings', page: lazyPage(() => import('../features/account-settings/components/SettingsPage')) },
  { path: 'unsubscribe', title: 'unsubscribe', page: lazyPage(() => import('../features/unsubscribe/components/UnsubscribePage')) },
];

export default function App() {
  return <RemoteRoutes remote="mfe-auth" namespace="auth" routes={ROUTES} />;
}
