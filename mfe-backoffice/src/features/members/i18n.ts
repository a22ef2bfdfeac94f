import { addResources } from 'shared-kernel/i18n';

addResources('backoffice', {
  nl: {
    members: {
      heading: 'Leden',
      intro: 'Zoek een lid op e-mailadres, naam of id.',
      search: 'Zoeken',
      query: 'E-mailadres, naam of id',
      loading: 'Gegevens worden geladen...',
      none: 'Geen leden gevonden.',
      open: 'Openen',
      status: 'Status: {{status}}',
      restricted: 'Geblokkeerd ({{restriction}})',
      credits: 'Credits: {{credits}}',
      payments: 'Betalingen',
      noPayments: 'Geen betalingen.',
      refund: 'Terugbetalen',
      refunded: 'Terugbetaald; {{credits}} credits teruggeboekt.',
      ledger: 'Credits (laatste 50)',
      adjust: 'Credits aanpassen',
      amount: 'Aantal (negatief om af te halen)',
      reason: 'Reden',
      apply: 'Toepassen',
      adjusted: 'Saldo aangepast: {{before}} → {{after}}.',
      mandates: 'Machtigingen: {{count}}',
      reports: 'Meldingen: {{count}}',
      blocks: 'Blokkeringen: {{count}}',
    },
  },
});
