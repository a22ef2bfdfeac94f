import { addResources } from 'shared-kernel/i18n';

/** Document titles and placeholder texts of the landers routes. */
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
      landers: {
        tinderswipe: 'Swipe en match',
        alonetonight: 'Vanavond niet alleen',
        collagelanding: 'Singles in beeld',
        gallery: 'Fotogalerij van singles',
        iconslanding: 'Ontdek Hartklop',
        maplanding: 'Singles bij jou in de buurt',
        socialnetwork: 'Het sociale netwerk voor singles',
        transitionsvideolanding: 'Daten in beeld',
        video: 'Hartklop in beeld',
      },
      links: {
        home: 'Naar de homepage',
      },
    },
  },
});
