import { addResources } from 'shared-kernel/i18n';

/** Titles of the back office's routes (the document title). */
addResources('backoffice', {
  nl: {
    app: {
      titles: {
        dashboard: 'Dashboard · Backoffice',
        login: 'Inloggen · Backoffice',
        audit: 'Auditlog · Backoffice',
        staff: 'Medewerkers · Backoffice',
        moderation: 'Moderatie · Backoffice',
        reports: 'Meldingen · Backoffice',
        members: 'Leden · Backoffice',
        prices: 'Prijzen · Backoffice',
        codes: 'Kortingscodes · Backoffice',
        settings: 'Instellingen · Backoffice',
      },
    },
  },
});
