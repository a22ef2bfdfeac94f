import type { Ref } from 'react';
import type { OwnProfile, Settings } from 'shared-kernel/contract';

/** What every step gets from the page. */
export interface StepProps {
  profile: OwnProfile;
  settings: Settings;
  /** The profile after this step saved something. */
  onProfile: (profile: OwnProfile) => void;
  /** On to the next step (also "Overslaan"). */
  onNext: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}
