import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('payments', {
  nl: {
    methodChoice: {
      loading: 'Betaalmethoden worden geladen...',
      summary: '{{credits}} voor {{price}}',
      listLabel: 'Betaalmethoden',
      idealNote: 'Je kiest je bank op de volgende pagina van iDEAL.',
      bankTransferNote: 'Je credits komen binnen zodra je overboeking binnen is (1 tot 3 werkdagen).',
      directDebitNote: 'Je regelt automatische incasso op een aparte pagina.',
      otherBundle: 'Ander pakket kiezen',
      bundleGone: 'Dit creditpakket bestaat niet (meer).',
      toBundles: 'Kies een ander pakket',
      noDiscount: 'Zonder korting: de code geldt niet voor deze betaalmethode.',
    },
    start: {
      heading: 'Naar de betaalpagina',
      busy: 'Je gaat naar de betaalpagina van {{method}}...',
      failedHeading: 'De betaling kon niet starten',
      otherMethod: 'Andere betaalmethode kiezen',
      toBundles: 'Terug naar de creditpakketten',
      toTransactions: 'Naar mijn transacties',
      retry: 'Opnieuw proberen',
    },
    result: {
      loading: 'De betaling wordt gecontroleerd...',
      completed: {
        heading: 'Betaling geslaagd',
        text_one: 'Bedankt! Je hebt {{count}} credit ontvangen.',
        text_other: 'Bedankt! Je hebt {{count}} credits ontvangen.',
        balance_one: 'Je hebt nu {{count}} credit.',
        balance_other: 'Je hebt nu {{count}} credits.',
        premium: "Als premium lid zie je alle foto's van andere leden en kun je 25 foto's op je profiel zetten.",
        members: 'Leden zoeken',
        transactions: 'Mijn transacties',
      },
      pending: {
        heading: 'Betaling in behandeling',
        bankTransfer:
          'We wachten op je overboeking. Een overboeking kan 1 tot 3 werkdagen duren. Zodra het geld binnen is, krijg je je credits vanzelf.',
        other: 'We wachten nog op de bevestiging van je betaling. Dat duurt meestal een paar minuten.',
        directDebitHeading: 'Incasso aangeboden',
        directDebit_one: 'Je hebt {{count}} credit ontvangen. Het bedrag wordt de komende werkdagen met automatische incasso van je rekening afgeschreven; je krijgt vooraf een aankondiging per e-mail.',
        directDebit_other: 'Je hebt {{count}} credits ontvangen. Het bedrag wordt de komende werkdagen met automatische incasso van je rekening afgeschreven; je krijgt vooraf een aankondiging per e-mail.',
        watching: 'Je kunt deze pagina open laten: hij wordt vanzelf bijgewerkt.',
        transactions: 'Mijn transacties',
      },
      failed: {
        heading: 'Betaling mislukt',
        // SPEC §8, verbatim.
        text: 'De betaling is mislukt of geannuleeerd.',
        retry: 'Opnieuw proberen',
        paypal: 'Betalen met PayPal',
        otherMethod: 'Andere betaalmethode kiezen',
      },
      reversed: {
        heading: 'Betaling teruggedraaid',
        refunded: 'Deze betaling is terugbetaald.',
        charged_back: 'Deze betaling is teruggeboekt.',
        details: 'Bekijk de transactie',
      },
      notFound: 'Deze betaling kunnen we niet vinden.',
      toTransactions: 'Naar mijn transacties',
    },
    repeat: {
      loading: 'Je vorige bestelling wordt opgezocht...',
      intro: 'Bestel in één stap hetzelfde pakket met dezelfde betaalmethode als de vorige keer.',
      order: 'Nogmaals {{credits}} credits met {{method}} voor {{price}}',
      busy: 'Bezig...',
      none: 'Je hebt nog geen eerdere aankoop die je kunt herhalen.',
      choose: 'Kies een creditpakket',
      other: 'Ander pakket of andere betaalmethode kiezen',
    },
  },
});
