import { Decisions } from '../features/decisions/components/Decisions';
import { ReceivedGifts } from '../features/gifts/components/ReceivedGifts';
import OwnProfilePage from '../features/own-profile/components/OwnProfilePage';
import { PRIVACY_HEADING_ID, PrivacySettings } from '../features/privacy/components/PrivacySettings';

/**
 * /profile: the own-profile feature's page with the decisions about the profile (statements of
 * reasons, issue 18), the received gifts and the privacy settings below.
 */
export default function OwnProfileRoute() {
  return (
    <OwnProfilePage
      sections={
        <>
          <Decisions />
          <ReceivedGifts />
          <section id="privacy" aria-labelledby={PRIVACY_HEADING_ID}>
            <PrivacySettings />
          </section>
        </>
      }
    />
  );
}
