import { useRef } from 'react';
import { useT } from 'shared-kernel/i18n';
import { useParams } from 'shared-kernel/router';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { SignupCard } from '../../../components/AuthCard';
import { useRedirectWhenLoggedIn } from '../hooks/useRedirectWhenLoggedIn';
import { useReportNotFound } from '../hooks/useReportNotFound';
import { parseProfileId } from '../utils/profileId';
import { SignupForm } from './SignupForm';
import '../i18n';

function NotFound() {
  useReportNotFound();
  return null;
}

function MemberSignup({ profileId }: { profileId: number }) {
  const { t } = useT('auth');
  const signedUp = useRef(false);
  // A member writes to this member from the profile itself.
  const redirecting = useRedirectWhenLoggedIn(`/members/${profileId}`, signedUp);
  if (redirecting) return <Spinner label={t('signup.page.redirecting')} />;
  return (
    <SignupCard title={t('signup.page.memberTitle')} intro={t('signup.page.memberIntro')}>
      <SignupForm
        targetProfileId={profileId}
        source="member-signup-page"
        onSignedUp={() => {
          signedUp.current = true;
        }}
      />
    </SignupCard>
  );
}

/** /members/{id}/signup: the signup form with a first message to member {id}. A bad id is the shell's 404. */
export default function MemberSignupPage() {
  const profileId = parseProfileId(useParams().id);
  if (profileId === null) return <NotFound />;
  // A new member id starts a fresh form.
  return <MemberSignup key={profileId} profileId={profileId} />;
}
