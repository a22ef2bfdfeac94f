import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useParams } from 'shared-kernel/router';
import { useT } from 'shared-kernel/i18n';
import { useSettings } from 'shared-kernel/stores/settings';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { landerEntry } from '../features/landers/registry';
import NotFound from '../features/not-found/components/NotFound';
import PageTitle from '../features/page-title/components/PageTitle';
import { staticPagePathForToken } from '../features/static-pages/utils/pageTokens';
import type { MemberLandingDesign } from '../features/member-landings/components/MemberLandingPage';
import './i18n';

/** React.lazy with `preload`: a page's chunk, also loaded ahead before server HTML is hydrated. */
function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return Object.assign(lazy(load), { preload: load });
}

// One chunk per page: the first screen only loads what it shows.
const HomePage = lazyPage(() => import('../features/home/components/HomePage'));
const TermsPage = lazyPage(() => import('../features/static-pages/components/TermsPage'));
const PrivacyPage = lazyPage(() => import('../features/static-pages/components/PrivacyPage'));
const CookiesPage = lazyPage(() => import('../features/static-pages/components/CookiesPage'));
const BanPage = lazyPage(() => import('../features/static-pages/components/BanPage'));
const ReturnPolicyPage = lazyPage(() => import('../features/static-pages/components/ReturnPolicyPage'));
const FaqPage = lazyPage(() => import('../features/static-pages/components/FaqPage'));
const ServicePage = lazyPage(() => import('../features/static-pages/components/ServicePage'));
const CompliancePage = lazyPage(() => import('../features/static-pages/components/CompliancePage'));
const ComplaintsPage = lazyPage(() => import('../features/complaints/components/ComplaintsPage'));
// A lander's framework (campaign, members); each lander is its own chunk on top (features/landers/registry.ts).
const LanderPage = lazyPage(() => import('../features/landers/components/LanderPage'));
const MemberLandingPage = lazyPage(() => import('../features/member-landings/components/MemberLandingPage'));

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
  /** Loads the route's page chunk (before server HTML is hydrated). */
  preload?: () => Promise<unknown>;
}

/**
 * The routes of SPEC §2 that mfe-landers renders. Each is owned by this remote in the shell's table
 * (the `federation.routes` of its package.json); below `/landers/` it owns the whole prefix, so a new
 * lander is added to features/landers/registry.ts alone (scripts/remote-routes.test.ts checks both).
 */
export const ROUTES: readonly LandersRoute[] = [
  { path: '/', element: <HomeRoute />, preload: HomePage.preload },
  { path: 'pages/terms', element: <StaticRoute title="terms" page={TermsPage} />, preload: TermsPage.preload },
  { path: 'pages/privacy', element: <StaticRoute title="privacy" page={PrivacyPage} />, preload: PrivacyPage.preload },
  { path: 'pages/cookies', element: <StaticRoute title="cookies" page={CookiesPage} />, preload: CookiesPage.preload },
  { path: 'pages/ban', element: <StaticRoute title="ban" page={BanPage} />, preload: BanPage.preload },
  { path: 'pages/return-policy', element: <StaticRoute title="returnPolicy" page={ReturnPolicyPage} />, preload: ReturnPolicyPage.preload },
  { path: 'pages/faq', element: <StaticRoute title="faq" page={FaqPage} />, preload: FaqPage.preload },
  { path: 'pages/service', element: <StaticRoute title="service" page={ServicePage} />, preload: ServicePage.preload },
  // SPEC §1 compliance statement, in English (linked from the US footer).
  {
    path: 'pages/compliance',
    element: (
      <Page title="Compliance statement">
        <CompliancePage />
      </Page>
    ),
    preload: CompliancePage.preload,
  },
  // Every lander of the registry (the remote owns /landers/*): a new lander needs no route here.
  { path: 'landers/:variant/:slug?', element: <LanderRoute />, preload: LanderPage.preload },
  { path: 'members/:id/landing', element: <MemberLandingRoute design="spotlight" />, preload: MemberLandingPage.preload },
  { path: 'members/:id/landing2/:slug?', element: <MemberLandingRoute design="chat" />, preload: MemberLandingPage.preload },
  { path: 'members/:id/landing3/:slug?', element: <MemberLandingRoute design="card" />, preload: MemberLandingPage.preload },
  { path: 'complaints', element: <ComplaintsRoute />, preload: ComplaintsPage.preload },
  { path: ':token', element: <TokenRoute /> },
];

/**
 * Loads what the page at `pathname` renders lazily: its page chunk and, on a lander, the lander's own
 * chunk (with the texts they register). The lifecycles run it before they hydrate server HTML.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const lander = matchPath({ path: '/landers/:variant/:slug?', end: true }, pathname);
  const route = ROUTES.find(({ path }) => matchPath({ path: `/${path.replace(/^\//, '')}`, end: true }, pathname));
  return Promise.all([route?.preload?.(), lander ? landerEntry(lander.params.variant)?.load() : undefined]);
}

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
