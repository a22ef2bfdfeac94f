import { useSyncExternalStore } from 'react';
import { ADMIN_ENDPOINTS, ADMIN_ERROR_CODES } from 'shared-kernel/contract/admin-rules';
import type { StaffMe } from 'shared-kernel/contract/admin';
import { http } from 'shared-kernel/http';
import { errorCode } from 'shared-kernel/utils/apiError';

/**
 * The signed-in staff member, for the back office only (not a kernel store: no other remote may
 * know about staff). `unknown` until GET /api/admin/me has answered once.
 */
export type StaffState =
  | { status: 'unknown' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; me: StaffMe }
  | { status: 'failed'; error: unknown };

let state: StaffState = { status: 'unknown' };
const listeners = new Set<() => void>();

function set(next: StaffState): void {
  state = next;
  for (const l of listeners) l();
}

export const getStaffState = (): StaffState => state;

export function useStaffState(): StaffState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}

/** Asks the API who is signed in; a missing staff session is `signedOut`, anything else that fails `failed`. */
export async function loadStaff(): Promise<void> {
  try {
    set({ status: 'signedIn', me: await http.call(ADMIN_ENDPOINTS.staffMe) });
  } catch (error) {
    set(errorCode(error) === ADMIN_ERROR_CODES.staffAuthenticationRequired ? { status: 'signedOut' } : { status: 'failed', error });
  }
}

export const staffSignedIn = (me: StaffMe): void => set({ status: 'signedIn', me });

/** A call answered that the session is gone (expired, idle, disabled): back to the sign-in. */
export function noteStaffError(error: unknown): void {
  if (errorCode(error) === ADMIN_ERROR_CODES.staffAuthenticationRequired) set({ status: 'signedOut' });
}

export async function signOutStaff(): Promise<void> {
  try {
    await http.call(ADMIN_ENDPOINTS.staffLogout, { body: {} });
  } finally {
    set({ status: 'signedOut' });
  }
}

/** Tests: back to the start. */
export const resetStaffState = (): void => set({ status: 'unknown' });
