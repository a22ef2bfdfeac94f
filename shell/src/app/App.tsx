import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'shared-kernel/router';
import { bus } from 'shared-kernel/bus';
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

/** A remote may report that a path it owns does not exist (e.g. an unknown static-page token). */
function useRemoteNotFound(pathname: string): boolean {
  const [notFoundPath, setNotFoundPath] = useState<string | null>(null);
  useEffect(() => {
    const sub = bus.on('route/notFound').subscribe((e) => setNotFoundPath(e.path));
    return () => sub.unsubscribe();
  }, []);
  return notFoundPath === pathname;
}

function Shell() {
  const { pathname } = useLocation();
  const match = matchShellRoute(pathname);
  const remoteNotFound = useRemoteNotFound(pathname);
  usePageTitleBadge();

  const route = match?.route;
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
