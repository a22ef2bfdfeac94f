import '../locales/register';
import { addResources } from 'shared-kernel/i18n';

/** Document titles of the landers routes. */
addResources('landers', {
  nl: {
    app: {
      loading: 'Pagina wordt geladen...',
      titles: {
        terms: 'Algemene voorwaarden',
        privacy: 'Privacyverklaring',
        cookies: 'Cookiebeleid',
        ban: 'Account geblokkeerd',
        returnPolicy: 'Retourbeleid',
        faq: 'Veelgestelde vragen',
        service: 'Klantenservice',
        complaints: 'Klachten',
        memberLanding: 'Maak kennis op Hartklop',
      },
    },
  },
});
