import { useRef } from 'react';
import { useT } from 'shared-kernel/i18n';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { SignupCard } from '../../../components/AuthCard';
import { useRedirectWhenLoggedIn } from '../hooks/useRedirectWhenLoggedIn';
import { SignupForm } from './SignupForm';
import '../i18n';

export const MEMBERS_PATH = '/members';

/** /signup: the signup form as a page. A logged-in member goes to the member search. */
export default function SignupPage() {
  const { t } = useT('auth');
  const signedUp = useRef(false);
  const redirecting = useRedirectWhenLoggedIn(MEMBERS_PATH, signedUp);
  if (redirecting) return <Spinner label={t('signup.page.redirecting')} />;
  return (
    <SignupCard title={t('signup.page.title')} intro={t('signup.page.intro')}>
      <SignupForm
        source="signup-page"
        onSignedUp={() => {
          signedUp.current = true;
        }}
      />
    </SignupCard>
  );
}
