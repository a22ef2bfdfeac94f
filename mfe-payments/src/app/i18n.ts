import '../locales/register';
import { addResources } from 'shared-kernel/i18n';

/** Titles of the mfe-payments routes (document title; the heading of a page that is not built yet). */
addResources('payments', {
  nl: {
    app: {
      titles: {
        premium: 'Premium worden',
        pricing: 'Prijzen',
        credits: 'Credits kopen',
        repeatOrder: 'Herhaalbestelling',
        paymentMethod: 'Betaalmethode kiezen',
        directDebit: 'Automatische incasso',
        transactions: 'Transacties',
      },
    },
  },
});
