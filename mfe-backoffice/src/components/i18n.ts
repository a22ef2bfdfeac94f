import { addResources } from 'shared-kernel/i18n';

/** Texts the back office's pages share: its frame, loading, buttons, roles, reasons. Namespace 'backoffice'. */
addResources('backoffice', {
  nl: {
    common: {
      loading: 'Pagina wordt geladen...',
      retry: 'Opnieuw proberen',
      cancel: 'Annuleren',
      save: 'Opslaan',
    },
    frame: {
      brand: 'Hartklop backoffice',
      navLabel: 'Backoffice',
      signedInAs: 'Ingelogd als {{name}}',
      role: 'Rol: {{role}}',
      signOut: 'Uitloggen',
      signingOut: 'Bezig met uitloggen...',
      checking: 'Je sessie wordt gecontroleerd...',
      forbidden: 'Je rol ({{role}}) heeft geen toegang tot deze pagina.',
      menu: 'Menu',
    },
    nav: {
      dashboard: 'Dashboard',
      audit: 'Auditlog',
      staff: 'Medewerkers',
      moderation: 'Moderatie',
      reports: 'Meldingen',
      members: 'Leden',
      prices: 'Prijzen',
      codes: 'Kortingscodes',
      settings: 'Instellingen',
    },
    roles: {
      admin: 'Beheerder',
      moderator: 'Moderator',
      support: 'Klantenservice',
    },
    /** The reasons of a decision (the queues' choice); the reporter's outcome mail names them alike (scripts/i18n/sharedLabels.test.ts). */
    reasons: {
      nudity: 'Naakt of seksueel expliciet',
      not_own_photo: 'Niet je eigen foto',
      no_person: 'Geen herkenbare persoon',
      contact_details: 'Contactgegevens of reclame',
      offensive: 'Beledigend of haatdragend',
      minor: 'Minderjarige',
      harassment: 'Intimidatie of lastigvallen',
      scam: 'Oplichting',
      fake_profile: 'Nepprofiel',
      illegal_content: 'Illegale inhoud',
      copyright: 'Auteursrecht',
    },
  },
});
