import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'shared-kernel/router';
import { LANDER_VARIANTS, type LanderVariant } from 'shared-kernel/router/paths';
import { useT } from 'shared-kernel/i18n';
import { useSettings } from 'shared-kernel/stores/settings';
import { Spinner } from 'shared-kernel/ui/Spinner';
import ComingSoonPage from '../features/coming-soon/components/ComingSoonPage';
import NotFound from '../features/not-found/components/NotFound';
import PageTitle from '../features/page-title/components/PageTitle';
import { staticPagePathForToken } from '../features/static-pages/utils/pageTokens';
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

const isLanderVariant = (v: string | undefined): v is LanderVariant =>
  !!v && (LANDER_VARIANTS as readonly string[]).includes(v);

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

function LanderVariantRoute() {
  const { t } = useT('landers');
  const { variant } = useParams();
  if (!isLanderVariant(variant)) return <NotFound />;
  const title = t(`app.landers.${variant}`);
  return (
    <Page title={title}>
      <ComingSoonPage title={title} link={{ href: '/', text: t('app.links.home') }} />
    </Page>
  );
}

function MemberLandingRoute() {
  const { t } = useT('landers');
  const title = t('app.titles.memberLanding');
  return (
    <Page title={title}>
      <ComingSoonPage title={title} link={{ href: '/', text: t('app.links.home') }} />
    </Page>
  );
}

/** {token} of SPEC §2: a short address of a static page, e.g. /algemene-voorwaarden. */
function TokenRoute() {
  const { token } = useParams();
  const path = staticPagePathForToken(token);
  return path ? <Navigate to={path} replace /> : <NotFound />;
}

export default function App() {
  const { t } = useT('landers');
  return (
    <div data-remote="mfe-landers">
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<HomeRoute />} />
          <Route path="pages">
            <Route index element={<NotFound />} />
            <Route path="terms" element={<Page title={t('app.titles.terms')}><TermsPage /></Page>} />
            <Route path="privacy" element={<Page title={t('app.titles.privacy')}><PrivacyPage /></Page>} />
            <Route path="cookies" element={<Page title={t('app.titles.cookies')}><CookiesPage /></Page>} />
            <Route path="ban" element={<Page title={t('app.titles.ban')}><BanPage /></Page>} />
            <Route
              path="return-policy"
              element={<Page title={t('app.titles.returnPolicy')}><ReturnPolicyPage /></Page>}
            />
            <Route path="faq" element={<Page title={t('app.titles.faq')}><FaqPage /></Page>} />
            <Route path="service" element={<Page title={t('app.titles.service')}><ServicePage /></Page>} />
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route
            path="landers/tinderswipe"
            element={
              <Page title={t('app.landers.tinderswipe')}>
                <ComingSoonPage title={t('app.landers.tinderswipe')} link={{ href: '/', text: t('app.links.home') }} />
              </Page>
            }
          />
          <Route path="landers/:variant/:slug?" element={<LanderVariantRoute />} />
          <Route path="members/:id/landing" element={<MemberLandingRoute />} />
          <Route path="members/:id/landing2/:slug?" element={<MemberLandingRoute />} />
          <Route path="members/:id/landing3/:slug?" element={<MemberLandingRoute />} />
          <Route
            path="complaints"
            element={
              <Page title={t('app.titles.complaints')}>
                <ComingSoonPage
                  title={t('app.titles.complaints')}
                  link={{ href: '/pages/service', text: t('app.links.service') }}
                />
              </Page>
            }
          />
          <Route path=":token" element={<TokenRoute />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </div>
  );
}
