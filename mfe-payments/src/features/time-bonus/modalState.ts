import { TIME_BONUS, timeBonusModalFirst } from 'shared-kernel/contract/constants';
import { useSession } from 'shared-kernel/stores/session';
import { createStore, useStore } from 'shared-kernel/stores/store';

/** SPEC §4: the dismissal of the time-bonus modal, a local timestamp like the shell's alerts. */
export const DISMISS_KEY = TIME_BONUS.modalDismissKey;

/**
 * Whether the member closed the modal in this page. The banner and the modal are two parcels of this
 * remote (one module instance), so this store is how the banner learns that the modal was closed;
 * it also keeps the modal closed when the browser blocks storage.
 */
export const modalClosedStore = createStore<boolean>(false);

function storedDismissal(): boolean {
  try {
    return Boolean(localStorage.getItem(DISMISS_KEY));
  } catch {
    return false;
  }
}

/** Closes the modal for good: the timestamp in localStorage, and the store for this page. */
export function dismissModal(): void {
  try {
    localStorage.setItem(DISMISS_KEY, String(Date.now()));
  } catch {
    // storage blocked: closed for this page only
  }
  modalClosedStore.set(true);
}

/** Whether the modal was closed (now or on an earlier visit). */
export function useModalDismissed(): boolean {
  const closedNow = useStore(modalClosedStore);
  return closedNow || storedDismissal();
}

/**
 * Issue 27: one promotion at a time in the members area. For a member the modal is meant for (0
 * credits, SPEC §4) and who has not closed it yet, the modal is the time bonus's promotion: the
 * banner waits until it was closed. Everyone else gets the banner at once.
 */
export function useModalFirst(): boolean {
  const credits = useSession((s) => s.user?.credits);
  return timeBonusModalFirst(credits, useModalDismissed());
}
