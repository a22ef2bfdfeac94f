import { addResources } from 'shared-kernel/i18n';

addResources('backoffice', {
  nl: {
    reports: {
      heading: 'Meldingen en bezwaren',
      intro: 'Meldingen via /complaints en de meldknoppen, en bezwaren van leden, oudste eerst. De melder hoort de uitkomst per e-mail (DSA art. 16(5)); een beperking gaat met een motivering naar het lid.',
      loading: 'Meldingen worden geladen...',
      category: 'Categorie',
      allCategories: 'Alle categorieën',
      appeals: 'Bezwaren',
      open_one: '{{count}} open melding of bezwaar.',
      open_other: '{{count}} open meldingen en bezwaren.',
      empty: 'Er zijn geen open meldingen.',
      about: 'Over: {{name}} (profiel {{id}})',
      aboutNobody: 'Niet over een lid',
      message: 'Gemeld bericht: "{{text}}"',
      received: 'Ontvangen {{when}}',
      action: 'Beslissing',
      reason: 'Reden',
      chooseReason: 'Kies een reden',
      until: 'Geblokkeerd tot',
      note: 'Toelichting voor het lid (optioneel)',
      decide: 'Beslissen',
      decided: 'Beslist.',
      decidedWithStatement: 'Beslist; motivering {{statement}} is naar het lid gestuurd.',
      uphold: 'Beslissing blijft staan',
      reverse: 'Beslissing terugdraaien',
      /** The filter's categories; the queue's entries carry the API's label (scripts/i18n/sharedLabels.test.ts keeps them alike). */
      categories: {
        fake_profile: 'Nepprofiel',
        minor: 'Minderjarige',
        harassment: 'Intimidatie of lastigvallen',
        scam: 'Oplichting',
        illegal_content: 'Illegale inhoud',
        copyright: 'Auteursrecht',
        service: 'Klacht over de dienst',
      },
      /** The decisions on a notice (DSA art. 16, 17). */
      actions: {
        no_action: 'Geen actie',
        remove_content: 'Inhoud verwijderen',
        suspend: 'Account tijdelijk blokkeren',
        ban: 'Account blokkeren',
      },
    },
  },
});
