import { createRemoteLifecycles } from 'shared-kernel/remote';
import TimeBonusBanner from '../features/time-bonus/components/TimeBonusBanner';

/**
 * `mfe-payments/timeBonusBanner`: the time-bonus banner as a parcel for the shell's banner slot
 * (members area, logged-in members only). It renders nothing when the member has no time bonus.
 */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mfe-payments', App: TimeBonusBanner });
