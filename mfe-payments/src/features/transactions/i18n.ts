import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('payments', {
  nl: {
    transactions: {
      loading: 'Transacties worden geladen...',
      listLabel: 'Mijn betalingen',
      empty: 'Je hebt nog geen aankopen gedaan.',
      emptyAction: 'Credits kopen',
      detailHeading: 'Transactie {{reference}}',
      detailLoading: 'Transactie wordt geladen...',
      back: 'Alle transacties',
      notFound: 'Deze transactie kunnen we niet vinden.',
      receipt: 'Download bon (PDF)',
      continue: 'Verder met betalen',
      creditedPending: 'Je credits staan al op je account. De incasso van {{amount}} is onderweg en wordt binnen een paar werkdagen van je rekening afgeschreven.',
      discountWithCode: '{{amount}} (code {{code}})',
      fields: {
        reference: 'Kenmerk',
        date: 'Datum',
        paidAt: 'Betaald op',
        bundle: 'Pakket',
        method: 'Betaalmethode',
        amount: 'Bedrag',
        discount: 'Korting',
        vat: 'Waarvan btw ({{rate}}%)',
        state: 'Status',
      },
    },
  },
});
