import type { SupportedLocale, User } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import { http, HttpError } from 'shared-kernel/http';
import { setLocale } from 'shared-kernel/i18n';
import { createStore, useStore } from 'shared-kernel/stores/store';

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';
export interface SessionState {
  status: SessionStatus;
  user: User | null;
}

export const sessionStore = createStore<SessionState>({ status: 'unknown', user: null });

export function useSession(): SessionState;
export function useSession<S>(selector: (state: SessionState) => S): S;
export function useSession<S>(selector?: (state: SessionState) => S): S | SessionState {
  return useStore<SessionState, S | SessionState>(sessionStore, selector ?? ((s) => s));
}

/**
 * Sets the logged-in user (or null for anonymous) and emits session/changed when it changed. A member
 * who logs in gets their own language (users.language) when the site offers it.
 */
export function setUser(user: User | null): void {
  const prev = sessionStore.get();
  sessionStore.set(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
  if (user && prev.user?.id !== user.id) setLocale(user.language);
  if (prev.user !== user || prev.status === 'unknown') bus.emit({ type: 'session/changed', user });
}

/** Patches the logged-in user (no-op when anonymous). */
export function updateUser(fn: (user: User) => User): void {
  const { user } = sessionStore.get();
  if (user) setUser(fn(user));
}

let inFlight: Promise<User | null> | null = null;

/**
 * GET /api/user.php; 401/403 → anonymous. Without any answer (offline, server down) a visitor whose
 * session was still unknown is treated as logged out until the next load; the error is rethrown.
 * Concurrent calls share one request.
 */
export function loadUser(): Promise<User | null> {
  if (inFlight) return inFlight;
  const p = http.call(ENDPOINTS.currentUser).then(
    ({ user }) => {
      setUser(user);
      return user;
    },
    (err: unknown) => {
      if (err instanceof HttpError && (err.status === 401 || err.status === 403)) {
        setUser(null);
        return null;
      }
      if (sessionStore.get().status === 'unknown') setUser(null);
      throw err;
    },
  );
  inFlight = p;
  const clear = () => {
    if (inFlight === p) inFlight = null;
  };
  p.then(clear, clear);
  return p;
}

/**
 * SPEC §7: on a locale change while logged in, PUT /api/user.php {language} and keep the answer.
 * Anonymous visitors only have the locale cookie. Failures are logged, not shown: the interface has
 * switched already and the next change or login tries again.
 */
export async function saveUserLanguage(language: string): Promise<void> {
  const { status, user } = sessionStore.get();
  if (status !== 'authenticated' || !user || user.language === language) return;
  try {
    // Any visible locale is sent as before; the server refuses one the account cannot have.
    const answer = await http.call(ENDPOINTS.updateUser, { body: { language: language as SupportedLocale } });
    setUser(answer.user);
  } catch (error) {
    console.warn('[session] the language could not be saved', error);
  }
}

/** Forgets the user on this page (the server session is already gone or ended elsewhere). */
export function logoutLocally(): void {
  const { status } = sessionStore.get();
  if (status === 'anonymous') return;
  setUser(null);
}

// SPEC §8: a 403 authentication_required from any call but the user endpoint logs out a logged-in user.
bus.on('session/authenticationRequired').subscribe(() => {
  if (sessionStore.get().status === 'authenticated') logoutLocally();
});
// A completed logout (GET /api/logout.php) announced by whoever performed it.
bus.on('session/logout').subscribe(() => logoutLocally());
// Credits changed (a send, a gift, the live event after a purchase): the one place that applies it.
bus.on('credits/changed').subscribe(({ credits, paidUser }) => {
  const { user } = sessionStore.get();
  if (!user || (user.credits === credits && (paidUser === undefined || user.paid_user === paidUser))) return;
  setUser({ ...user, credits, ...(paidUser === undefined ? {} : { paid_user: paidUser }) });
});
