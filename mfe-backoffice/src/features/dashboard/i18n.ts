import { addResources } from 'shared-kernel/i18n';

addResources('backoffice', {
  nl: {
    dashboard: {
      heading: 'Dashboard',
      intro: 'De afgelopen {{days}} dagen, per dag (Nederlandse tijd).',
      loading: 'Cijfers worden geladen...',
      totals: 'Totaal over {{days}} dagen',
      openNow: 'Open meldingen nu',
      charts: {
        members: 'Aanmeldingen en activaties',
        payments: 'Betalende leden',
        revenue: 'Omzet (€)',
        messages: 'Berichten',
        reports: 'Open meldingen',
        loading: 'Grafiek wordt geladen...',
      },
      table: {
        caption: 'Cijfers per dag',
        date: 'Datum',
        signups: 'Aanmeldingen',
        activations: 'Activaties',
        paying_members: 'Betalende leden',
        revenue: 'Omzet',
        messages: 'Berichten',
        open_reports: 'Open meldingen',
      },
      empty: 'Nog geen gegevens in deze periode.',
    },
  },
});
