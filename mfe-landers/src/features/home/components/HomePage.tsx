import { useT } from 'shared-kernel/i18n';
import { siteFictionalNotice } from 'shared-kernel/stores/settings';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { useHomeSettings } from '../hooks/useHomeSettings';
import { useRedirectMembers } from '../hooks/useRedirectMembers';
import { useSignupAction } from '../../../hooks/useSignupAction';
import FinalCta from './FinalCta';
import Hero from './Hero';
import HowItWorks from './HowItWorks';
import SafetySection from './SafetySection';
import '../i18n';

const FALLBACK_SITE_NAME = 'Hartklop';

/** The home page (route name index) for visitors; members are sent on to the member search. */
export default function HomePage() {
  const { t } = useT('landers');
  const redirecting = useRedirectMembers();
  const state = useHomeSettings();
  const onSignup = useSignupAction('home');

  if (redirecting) return null;
  if (state.status === 'loading') return <Spinner label={t('home.loading')} />;

  const settings = state.status === 'ready' ? state.settings : null;
  return (
    <>
      <Hero
        siteName={settings?.name || FALLBACK_SITE_NAME}
        title={settings?.index_title || t('home.fallbackTitle')}
        description={settings?.description || t('home.fallbackDescription')}
        onSignup={onSignup}
      />
      <HowItWorks />
      {/* The site-level disclosure: the home page shows no single profile (not settings.fictional_warning). */}
      <SafetySection fictionalWarning={siteFictionalNotice(settings)} />
      <FinalCta onSignup={onSignup} />
    </>
  );
}
