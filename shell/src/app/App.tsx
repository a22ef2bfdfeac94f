import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'shared-kernel/router';
import { GlobalStyle, KernelThemeProvider } from 'shared-kernel/ui';
import { DefaultLayout } from '../features/layouts/components/DefaultLayout';
import { ChatLayout } from '../features/layouts/components/ChatLayout';
import { LanderLayout } from '../features/layouts/components/LanderLayout';
import { EmptyLayout } from '../features/layouts/components/EmptyLayout';
import { TopNav } from '../features/top-nav/components/TopNav';
import { Footer } from '../features/footer/components/Footer';
import { LoadingBar } from '../features/loading-bar/components/LoadingBar';
import { usePageTitleBadge } from '../features/page-title/usePageTitleBadge';
import { matchShellRoute } from './matchRoute';
import { RemoteArea } from './RemoteArea';
import { useRemoteNotFound } from './useRemoteNotFound';
import type { LayoutKind } from './routes';

// Only a missing page needs the error page; it is not part of every first visit.
const ErrorPage = lazy(() => import('../features/error-page/components/ErrorPage').then((m) => ({ default: m.ErrorPage })));

type LayoutProps = {
  children: ReactNode;
  slots?: { warnings?: ReactNode; modals?: ReactNode; topNav?: ReactNode; footer?: ReactNode };
};
const LAYOUTS: Record<LayoutKind, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};

function Shell() {
  const { pathname } = useLocation();
  const match = matchShellRoute(pathname);
  const route = match?.route;
  const remoteNotFound = useRemoteNotFound(pathname, route?.remote);
  usePageTitleBadge();

  const Layout = LAYOUTS[route?.layout ?? 'default'];
  const notFound = !route || remoteNotFound;
  return (
    <>
      <LoadingBar />
      <Layout slots={{ topNav: <TopNav routeName={route?.name ?? null} />, footer: <Footer /> }}>
        {notFound && (
          <Suspense fallback={null}>
            <ErrorPage status={404} />
          </Suspense>
        )}
        {route && (
          <div hidden={notFound} style={{ display: notFound ? 'none' : undefined }}>
            <RemoteArea key={route.remote} remote={route.remote} />
          </div>
        )}
      </Layout>
    </>
  );
}

export function App() {
  return (
    <KernelThemeProvider>
      <GlobalStyle />
      <BrowserRouter>
        <Shell />
      </BrowserRouter>
    </KernelThemeProvider>
  );
}
