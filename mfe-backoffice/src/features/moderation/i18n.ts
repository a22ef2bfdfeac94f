import { addResources } from 'shared-kernel/i18n';

addResources('backoffice', {
  nl: {
    moderation: {
      heading: 'Moderatie',
      intro: "Nieuwe en gewijzigde foto's en profielteksten, oudste eerst. Bij afkeuren krijgt het lid een motivering (DSA art. 17).",
      loading: 'Wachtrij wordt geladen...',
      open_one: '{{count}} item wacht op beoordeling.',
      open_other: '{{count}} items wachten op beoordeling.',
      empty: 'De wachtrij is leeg.',
      photo: 'Foto van {{name}}',
      text: 'Tekst "Over mij" van {{name}}',
      profile: 'Profiel {{id}}',
      since: 'sinds {{when}}',
      approve: 'Goedkeuren',
      reject: 'Afkeuren',
      reason: 'Reden',
      chooseReason: 'Kies een reden',
      note: 'Toelichting voor het lid (optioneel)',
      confirmReject: 'Afkeuren met motivering',
      approved: 'Goedgekeurd.',
      rejected: 'Afgekeurd; motivering {{statement}} is naar het lid gestuurd.',
    },
  },
});
