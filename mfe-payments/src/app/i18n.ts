import { addResources } from 'shared-kernel/i18n';

/** Titles of the mfe-payments routes (the pages themselves follow in later issues). */
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
