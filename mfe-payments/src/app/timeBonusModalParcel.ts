import { createRemoteLifecycles } from 'shared-kernel/remote';
import TimeBonusModal from '../features/time-bonus/components/TimeBonusModal';

/**
 * `mfe-payments/timeBonusModal`: the time-bonus modal as a parcel for the shell's modals slot. The
 * shell mounts it while a logged-in member is in the members area; its 40 s start at the mount.
 */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mfe-payments', App: TimeBonusModal });
