import { useT } from 'shared-kernel/i18n';
import { siteFictionalNotice, siteWordsFit } from 'shared-kernel/stores/settings';
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
  const { t, i18n } = useT('landers');
  const redirecting = useRedirectMembers();
  const state = useHomeSettings();
  const onSignup = useSignupAction('home');

  if (redirecting) return null;
  if (state.status === 'loading') return <Spinner label={t('home.loading')} />;

  const settings = state.status === 'ready' ? state.settings : null;
  // The site's title, description and disclosure are written in its own language; another one shows ours.
  const siteWords = siteWordsFit(settings, i18n.language);
  return (
    <>
      <Hero
        siteName={settings?.name || FALLBACK_SITE_NAME}
        title={(siteWords && settings?.index_title) || t('home.fallbackTitle')}
        description={(siteWords && settings?.description) || t('home.fallbackDescription')}
        onSignup={onSignup}
      />
      <HowItWorks />
      {/* The site-level disclosure: the home page shows no single profile (not settings.fictional_warning). */}
      <SafetySection
        fictionalWarning={
          siteWords ? siteFictionalNotice(settings) : t('home.safety.fictional', { name: settings?.name || FALLBACK_SITE_NAME })
        }
      />
      <FinalCta onSignup={onSignup} />
    </>
  );
}
