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
    },
  },
});
