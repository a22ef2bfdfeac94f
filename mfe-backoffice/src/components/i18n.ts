import { addResources } from 'shared-kernel/i18n';

/** Texts the back office's pages share: its frame, loading, buttons, roles. Namespace 'backoffice'. */
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
  },
});
