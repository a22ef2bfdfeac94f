import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/**
 * The static pages' shared labels; each page's full text is in texts/<page>.ts (in that page's chunk).
 * In those texts company and site data are placeholders ({{company}}, {{kvk}}, {{site}}, …), never part
 * of a text; `<n>…</n>` marks the text a page wraps in an element (a link, bold), numbered per text;
 * {{email}}, {{phone}} and {{orPhone}} become links (see components/Rich.tsx). {{FictionalPlural}} is
 * settings.fictional_plural with a capital (a sentence's or heading's start).
 */
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
      contactHeading: 'Contact- en bedrijfsgegevens',
    },
  },
});
