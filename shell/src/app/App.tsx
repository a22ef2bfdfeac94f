import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'shared-kernel/router';
import { useSession } from 'shared-kernel/stores/session';
import { GlobalStyle, KernelThemeProvider } from 'shared-kernel/ui';
import { DefaultLayout } from '../features/layouts/components/DefaultLayout';
import { ChatLayout } from '../features/layouts/components/ChatLayout';
import { LanderLayout } from '../features/layouts/components/LanderLayout';
import { EmptyLayout } from '../features/layouts/components/EmptyLayout';
import { AdminLayout } from '../features/layouts/components/AdminLayout';
import { TopNav } from '../features/top-nav/components/TopNav';
import { Footer } from '../features/footer/components/Footer';
import { LoadingBar } from '../features/loading-bar/components/LoadingBar';
import { useInstalledApp } from '../features/top-nav/hooks/useInstalledApp';
import { useEntryWarning } from '../features/entry-warning/entryWarning';
import { useSignupRequest, type OpenSignupRequest } from '../features/signup-modal/signupRequests';
import { useMatchModal } from '../features/match-modal/matchRequests';
import { useAlertsComponent } from '../features/alerts/loadAlerts';
import { TimeBonusSlot } from '../features/time-bonus-slot/components/TimeBonusSlot';
import { matchShellRoute } from './matchRoute';
import { RemoteArea } from './RemoteArea';
import { useRemoteNotFound } from './useRemoteNotFound';
import type { LayoutKind } from './routes';

// Only a missing page needs the error page; it is not part of every first visit.
const ErrorPage = lazy(() => import('../features/error-page/components/ErrorPage').then((m) => ({ default: m.ErrorPage })));
// Alerts are for logged-in members (their chunk: features/alerts/loadAlerts.ts), the entry warning
// only for the visitors who must see it, the signup modal only once requested: each is its own chunk,
// loaded when it is shown.
const EntryWarning = lazy(() =>
  import('../features/entry-warning/components/EntryWarning').then((m) => ({ default: m.EntryWarning })),
);
const SignupModal = lazy(() => import('../features/signup-modal/components/SignupModal').then((m) => ({ default: m.SignupModal })));
// The title's unread count and the app badge: for logged-in members only (with the chat state).
const PageTitleBadge = lazy(() => import('../features/page-title/PageTitleBadge'));
// The match (new like) modal and the like modal: for logged-in members, once one is asked for.
const MatchModal = lazy(() => import('../features/match-modal/components/MatchModal').then((m) => ({ default: m.MatchModal })));

type LayoutProps = {
  children: ReactNode;
  slots?: { warnings?: ReactNode; banner?: ReactNode; modals?: ReactNode; topNav?: ReactNode; footer?: ReactNode };
};
const LAYOUTS: Record<LayoutKind, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
  // The back office: no slots at all, so nothing of the member site (navigation, footer, alerts,
  // entry warning, signup or match modal, banner) appears on /admin pages.
  admin: AdminLayout,
};

/** SPEC §2: the members area (its banner and modal slots hold payments' time-bonus parcels). */
const MEMBERS_AREA = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'];

/** mfe-auth's `./signup` parcel with the request's profile and source as custom props. */
const signupCustomProps = ({ profileId, source }: OpenSignupRequest) => ({
  ...(profileId !== undefined ? { profileId } : {}),
  ...(source !== undefined ? { source } : {}),
});

/**
 * The shell: the route's layout with its slots and the route's remote (inside a router).
 * `clientRendered`: the browser renders this page (no server HTML, a member's page).
 */
export function Shell({ clientRendered = false }: { clientRendered?: boolean }) {
  const { pathname, search } = useLocation();
  const match = matchShellRoute(pathname);
  const route = match?.route;
  const remoteNotFound = useRemoteNotFound(pathname, route?.remote);
  const layout = route?.layout ?? 'default';
  const status = useSession((s) => s.status);
  const loggedIn = status === 'authenticated';
  const entryWarning = useEntryWarning(layout, useInstalledApp());
  // SPEC §2: the default and empty layouts have the signup modal; issue 14 adds it to the lander
  // layout (a lander's signup action on a desktop is the modal, as everywhere else).
  const signup = useSignupRequest(layout !== 'chat');
  // SPEC §2: a match from anywhere; the like modal (?t=) on default-layout pages.
  const matchModal = useMatchModal({ matches: loggedIn, likeModal: loggedIn && layout === 'default', search });

  // Payments' time-bonus banner and modal, for a logged-in member in the members area only (a
  // visitor never loads the payments remote for them); the parcels decide whether anything shows.
  const membersArea = loggedIn && layout === 'default' && MEMBERS_AREA.includes(route?.name ?? '');
  // Its room is kept while it loads when the session says it will show (issue 29, layout shift).
  const banner = membersArea ? (
    <TimeBonusSlot>
      <RemoteArea remote="mfe-payments" expose="timeBonusBanner" quiet />
    </TimeBonusSlot>
  ) : undefined;
  const alerts = useAlertsComponent(layout === 'default' && loggedIn);
  const warnings = alerts.Alerts ? <alerts.Alerts routeName={route?.name ?? null} /> : undefined;
  // Issue 29: a page the browser renders stays invisible (its remote loads meanwhile) until what goes
  // above it is known: the session (banner, alerts) and the alerts' chunk. Nothing arrives above it later.
  const holdPage = clientRendered && layout === 'default' && (status === 'unknown' || !alerts.settled);
  const modals = (
    <>
      {entryWarning.open && (
        <Suspense fallback={null}>
          <EntryWarning onConfirm={entryWarning.confirm} />
        </Suspense>
      )}
      {signup.request && (
        <Suspense fallback={null}>
          <SignupModal key={signup.request.id} pathname={pathname} onClose={signup.close}>
            <RemoteArea remote="mfe-auth" expose="signup" customProps={signupCustomProps(signup.request)} />
          </SignupModal>
        </Suspense>
      )}
      {membersArea && <RemoteArea remote="mfe-payments" expose="timeBonusModal" quiet />}
      {matchModal.request && (
        <Suspense fallback={null}>
          <MatchModal key={matchModal.request.id} request={matchModal.request} onClose={matchModal.close} />
        </Suspense>
      )}
    </>
  );

  // Issue 29: the footer is a Suspense boundary of its own, so a server-rendered page hydrates it after
  // the rest (React hydrates such a boundary in a later, interruptible pass).
  const footer = (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
  const Layout = LAYOUTS[layout];
  const notFound = !route || remoteNotFound;
  return (
    <>
      <LoadingBar />
      {loggedIn && (
        <Suspense fallback={null}>
          <PageTitleBadge />
        </Suspense>
      )}
      <Layout slots={{ topNav: <TopNav routeName={route?.name ?? null} />, footer, warnings, banner, modals }}>
        {notFound && (
          <Suspense fallback={null}>
            <ErrorPage status={404} />
          </Suspense>
        )}
        {route && (
          <div hidden={notFound} style={{ display: notFound ? 'none' : undefined }} data-page-hold={holdPage ? '' : undefined}>
            <RemoteArea key={route.remote} remote={route.remote} />
          </div>
        )}
      </Layout>
    </>
  );
}

/** Theme and global styles around the shell's router (the browser's, or the server's for one address). */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <KernelThemeProvider>
      <GlobalStyle />
      {children}
    </KernelThemeProvider>
  );
}

export function App({ clientRendered = false }: { clientRendered?: boolean }) {
  return (
    <ShellFrame>
      <BrowserRouter>
        <Shell clientRendered={clientRendered} />
      </BrowserRouter>
    </ShellFrame>
  );
}
