import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'shared-kernel/router';
import { useT } from 'shared-kernel/i18n';
import { useSettings } from 'shared-kernel/stores/settings';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { landerEntry } from '../features/landers/registry';
import NotFound from '../features/not-found/components/NotFound';
import PageTitle from '../features/page-title/components/PageTitle';
import { staticPagePathForToken } from '../features/static-pages/utils/pageTokens';
import type { MemberLandingDesign } from '../features/member-landings/components/MemberLandingPage';
import './i18n';

// One chunk per page: the first screen only loads what it shows.
const HomePage = lazy(() => import('../features/home/components/HomePage'));
const TermsPage = lazy(() => import('../features/static-pages/components/TermsPage'));
const PrivacyPage = lazy(() => import('../features/static-pages/components/PrivacyPage'));
const CookiesPage = lazy(() => import('../features/static-pages/components/CookiesPage'));
const BanPage = lazy(() => import('../features/static-pages/components/BanPage'));
const ReturnPolicyPage = lazy(() => import('../features/static-pages/components/ReturnPolicyPage'));
const FaqPage = lazy(() => import('../features/static-pages/components/FaqPage'));
const ServicePage = lazy(() => import('../features/static-pages/components/ServicePage'));
const CompliancePage = lazy(() => import('../features/static-pages/components/CompliancePage'));
const ComplaintsPage = lazy(() => import('../features/complaints/components/ComplaintsPage'));
// A lander's framework (campaign, members); each lander is its own chunk on top (features/landers/registry.ts).
const LanderPage = lazy(() => import('../features/landers/components/LanderPage'));
const MemberLandingPage = lazy(() => import('../features/member-landings/components/MemberLandingPage'));

function Loading() {
  const { t } = useT('landers');
  return <Spinner label={t('app.loading')} />;
}

/** A route's page: its document title at once, its (lazy) content when its chunk has arrived. */
function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageTitle page={title} />
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </>
  );
}

function HomeRoute() {
  const settings = useSettings();
  return (
    <>
      {/* index_title already names the site. */}
      <PageTitle page={settings?.index_title} withSiteName={false} />
      <Suspense fallback={<Loading />}>
        <HomePage />
      </Suspense>
    </>
  );
}

/** `/landers/{variant}/{slug?}`: the lander of the registry, or the remote's 404 for an unknown one. */
function LanderRoute() {
  const { t } = useT('landers');
  const { variant, slug } = useParams();
  const entry = landerEntry(variant);
  if (!entry || !variant || (slug !== undefined && entry.slugs === false)) return <NotFound />;
  return (
    <Page title={t(`lander.titles.${variant}`)}>
      <LanderPage key={variant} variant={variant} slug={slug} entry={entry} />
    </Page>
  );
}

function MemberLandingRoute({ design }: { design: MemberLandingDesign }) {
  const { t } = useT('landers');
  return (
    <Page title={t('app.titles.memberLanding')}>
      <MemberLandingPage design={design} NotFound={NotFound} />
    </Page>
  );
}

function ComplaintsRoute() {
  const { t } = useT('landers');
  return (
    <Page title={t('app.titles.complaints')}>
      <ComplaintsPage />
    </Page>
  );
}

type StaticTitle = 'terms' | 'privacy' | 'cookies' | 'ban' | 'returnPolicy' | 'faq' | 'service';

function StaticRoute({ title, page: PageContent }: { title: StaticTitle; page: ComponentType }) {
  const { t } = useT('landers');
  return (
    <Page title={t(`app.titles.${title}`)}>
      <PageContent />
    </Page>
  );
}

/** {token} of SPEC §2: a short address of a static page, e.g. /algemene-voorwaarden. */
function TokenRoute() {
  const { token } = useParams();
  const path = staticPagePathForToken(token);
  return path ? <Navigate to={path} replace /> : <NotFound />;
}

export interface LandersRoute {
  /** Path relative to the site root, as in `<Routes>`. */
  path: string;
  element: ReactElement;
}

/**
 * The routes of SPEC §2 that mfe-landers renders. Each is owned by this remote in the shell's table
 * (the `federation.routes` of its package.json); below `/landers/` it owns the whole prefix, so a new
 * lander is added to features/landers/registry.ts alone (scripts/remote-routes.test.ts checks both).
 */
export const ROUTES: readonly LandersRoute[] = [
  { path: '/', element: <HomeRoute /> },
  { path: 'pages/terms', element: <StaticRoute title="terms" page={TermsPage} /> },
  { path: 'pages/privacy', element: <StaticRoute title="privacy" page={PrivacyPage} /> },
  { path: 'pages/cookies', element: <StaticRoute title="cookies" page={CookiesPage} /> },
  { path: 'pages/ban', element: <StaticRoute title="ban" page={BanPage} /> },
  { path: 'pages/return-policy', element: <StaticRoute title="returnPolicy" page={ReturnPolicyPage} /> },
  { path: 'pages/faq', element: <StaticRoute title="faq" page={FaqPage} /> },
  { path: 'pages/service', element: <StaticRoute title="service" page={ServicePage} /> },
  // SPEC §1 compliance statement, in English (linked from the US footer).
  {
    path: 'pages/compliance',
    element: (
      <Page title="Compliance statement">
        <CompliancePage />
      </Page>
    ),
  },
  // Every lander of the registry (the remote owns /landers/*): a new lander needs no route here.
  { path: 'landers/:variant/:slug?', element: <LanderRoute /> },
  { path: 'members/:id/landing', element: <MemberLandingRoute design="spotlight" /> },
  { path: 'members/:id/landing2/:slug?', element: <MemberLandingRoute design="chat" /> },
  { path: 'members/:id/landing3/:slug?', element: <MemberLandingRoute design="card" /> },
  { path: 'complaints', element: <ComplaintsRoute /> },
  { path: ':token', element: <TokenRoute /> },
];

export default function App() {
  return (
    <div data-remote="mfe-landers">
      <Suspense fallback={<Loading />}>
        <Routes>
          {ROUTES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
