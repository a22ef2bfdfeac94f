import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/** Texts of /signup-matches: the first profiles shown after signing up. */
addResources('auth', {
  nl: {
    signupMatches: {
      title: 'Jouw eerste matches',
      intro: 'Deze singles passen bij wat je zoekt. Bekijk hun profiel en maak kennis.',
      loading: 'Je matches worden geladen...',
      redirecting: 'Log in om je matches te zien...',
      loadFailed: 'Je matches kunnen nu niet worden geladen.',
      retry: 'Opnieuw proberen',
      age: '{{age}} jaar',
      listLabel: 'Profielen',
      empty: 'We hebben nog geen matches voor je gevonden. Bekijk alle leden om zelf iemand te vinden.',
      allMembers: 'Naar alle leden',
      fictional: 'Fictief profiel',
      errors: {
        generic: 'Er ging iets mis. Probeer het opnieuw.',
        network: 'Er is geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
      },
    },
  },
});
