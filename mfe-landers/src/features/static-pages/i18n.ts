import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/** Short labels of the static pages (the legal texts themselves are written in the page components). */
addResources('landers', {
  nl: {
    pages: {
      loading: 'Gegevens worden geladen...',
      loadError: 'De gegevens voor deze pagina kunnen nu niet worden geladen.',
      version: 'Versie van {{date}}',
      onThisPage: 'Op deze pagina',
      titles: {
        terms: 'Algemene voorwaarden',
        privacy: 'Privacyverklaring',
        cookies: 'Cookiebeleid',
        ban: 'Je account is geblokkeerd',
        returnPolicy: 'Retourbeleid',
        faq: 'Veelgestelde vragen',
        service: 'Klantenservice',
      },
      company: {
        title: 'Bedrijfsgegevens',
        name: 'Bedrijfsnaam',
        tradenames: 'Handelsnamen',
        address: 'Adres',
        kvk: 'KvK-nummer',
        vat_one: 'Btw-nummer',
        vat_other: 'Btw-nummers',
        email: 'E-mail',
        phone: 'Telefoon',
      },
      contact: {
        emailLabel: 'Stuur een e-mail naar {{email}}',
        phoneLabel: 'Bel {{phone}}',
      },
    },
  },
});
