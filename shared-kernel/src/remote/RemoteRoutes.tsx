import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { bus } from 'shared-kernel/bus';
import { useT } from 'shared-kernel/i18n';
import PageTitle from 'shared-kernel/remote/PageTitle';
import { matchPath, Route, Routes, useLocation } from 'shared-kernel/router';
import { ComingSoon } from 'shared-kernel/ui/ComingSoon';
import { Spinner } from 'shared-kernel/ui/Spinner';

/** A page loaded as its own chunk (React.lazy) that can also be fetched ahead of its first render. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload?: () => Promise<unknown> };

/** React.lazy for a route's page, with `preload` to fetch its chunk before the page is opened. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { preload: load });
}

export interface RemoteRoute<TitleKey extends string = string> {
  /** Path relative to the site root, as in `<Routes>` (e.g. `members/:id`). */
  path: string;
  /** Key of the document title in the remote's `app.titles`. */
  title: TitleKey;
  /** The page, loaded as its own chunk; a route without one shows the "coming soon" notice. */
  page?: LazyPage;
}

/**
 * Loads the page chunks of a remote's routes that match `pathnames` (a remote calls it before
 * hydrating a server-rendered page; the shell's idle prefetch no longer runs it: issue 29).
 */
export async function prefetchRoutes(routes: readonly RemoteRoute[], pathnames: readonly string[]): Promise<void> {
  const pages = routes.filter((route) => route.page?.preload && pathnames.some((p) => matchPath({ path: `/${route.path}`, end: true }, p)));
  await Promise.all(pages.map((route) => route.page?.preload?.()));
}

/**
 * A path a remote was given but does not have: reported to the shell, which shows its 404 page
 * (the shell ignores reports from a remote that does not own the current route).
 */
export function RemoteNotFound({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    bus.emit({ type: 'route/notFound', path: pathname, remote });
  }, [pathname, remote]);
  return null;
}

function Loading({ namespace }: { namespace: string }) {
  const { t } = useT(namespace);
  return <Spinner label={t('common.loading')} />;
}

/** One route: its document title at once, its page when the page's chunk has arrived. */
function RoutePage({ route, namespace }: { route: RemoteRoute; namespace: string }) {
  const { t } = useT(namespace);
  const title = t(`app.titles.${route.title}`);
  const Page = route.page;
  return (
    <>
      <PageTitle page={title} />
      {Page ? (
        <Suspense fallback={<Loading namespace={namespace} />}>
          <Page />
        </Suspense>
      ) : (
        <ComingSoon title={title} />
      )}
    </>
  );
}

export interface RemoteRoutesProps {
  /** The remote's name, e.g. `mfe-members` (its `data-remote` and its not-found reports). */
  remote: string;
  /** The remote's i18n namespace, with `common.loading` and `app.titles.*`. */
  namespace: string;
  routes: readonly RemoteRoute[];
}

/** A remote's routes, each with its document title; any other path is reported as not found. */
export function RemoteRoutes({ remote, namespace, routes }: RemoteRoutesProps) {
  return (
    <div data-remote={remote}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} namespace={namespace} />} />
        ))}
        <Route path="*" element={<RemoteNotFound remote={remote} />} />
      </Routes>
    </div>
  );
}
