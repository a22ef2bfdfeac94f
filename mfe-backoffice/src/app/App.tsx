import { lazy } from 'react';
import { RemoteRoutes, type RemoteRoute } from 'shared-kernel/remote/RemoteRoutes';
import '../components/i18n';
import './i18n';

export type TitleKey = 'dashboard' | 'login' | 'audit' | 'staff' | 'moderation' | 'reports' | 'members' | 'prices' | 'codes' | 'settings';

/**
 * The back office's pages under /admin (the remote owns /admin and the prefix /admin/*). A new page:
 * its route here (a lazy `app/*Route.tsx` that puts the feature's page in `AdminFrame` with the
 * page's roles), its title in ./i18n, and its entry in ./nav.ts.
 */
export const ROUTES: readonly RemoteRoute<TitleKey>[] = [
  { path: 'admin', title: 'dashboard', page: lazy(() => import('./DashboardRoute')) },
  { path: 'admin/login', title: 'login', page: lazy(() => import('../features/login/components/LoginPage')) },
  { path: 'admin/audit', title: 'audit', page: lazy(() => import('./AuditRoute')) },
  { path: 'admin/staff', title: 'staff', page: lazy(() => import('./StaffRoute')) },
  { path: 'admin/moderation', title: 'moderation', page: lazy(() => import('./ModerationRoute')) },
  { path: 'admin/reports', title: 'reports', page: lazy(() => import('./ReportsRoute')) },
  { path: 'admin/members', title: 'members', page: lazy(() => import('./MembersRoute')) },
  { path: 'admin/prices', title: 'prices', page: lazy(() => import('./PricesRoute')) },
  { path: 'admin/discount-codes', title: 'codes', page: lazy(() => import('./DiscountCodesRoute')) },
  { path: 'admin/settings', title: 'settings', page: lazy(() => import('./SiteSettingsRoute')) },
];

export default function App() {
  return <RemoteRoutes remote="mfe-backoffice" namespace="backoffice" routes={ROUTES} />;
}
