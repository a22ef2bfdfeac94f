import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSession } from 'shared-kernel/stores/session';
import { BANNER_HEIGHT, timeBonusBannerDue } from '../bannerDue';

/** Until the parcel inside has mounted (`data-mounted`), the banner's height; then the banner's own. */
const Reserved = styled.div`
  &[data-banner-due]:not(:has([data-mounted])) {
    min-height: ${BANNER_HEIGHT.px}px;
    @media ${BANNER_HEIGHT.wideMouseQuery} {
      min-height: ${BANNER_HEIGHT.wideMousePx}px;
    }
  }
`;

/**
 * The banner slot's content in the members area (payments' time-bonus parcel as `children`). When
 * the session says the banner will show (bannerDue.ts), its room is kept from the first render, so
 * the page below does not move when the parcel arrives (issue 29, layout shift); otherwise nothing
 * is reserved.
 */
export function TimeBonusSlot({ children }: { children: ReactNode }) {
  const due = useSession((s) => timeBonusBannerDue(s.user, Date.now()));
  // One element either way: the parcel inside is never remounted when the answer changes.
  return <Reserved data-banner-due={due ? '' : undefined}>{children}</Reserved>;
}
