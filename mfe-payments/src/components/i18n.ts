import { addResources } from 'shared-kernel/i18n';
import { PAYMENT_METHOD_BRANDS } from 'shared-kernel/contract/constants';
import '../locales/register';

/** Texts the pages of mfe-payments share: loading, method and state names, the visitor's way in. */
addResources('payments', {
  nl: {
    common: {
      loading: 'Pagina wordt geladen...',
      credits_one: '{{count}} credit',
      credits_other: '{{count}} credits',
      buyCredits: 'Credits kopen',
      visitor: 'Log in of meld je gratis aan om credits te kopen.',
      /** An earlier payment holds the welcome discount and can no longer be canceled (issue 27). */
      continuePayment: 'Ga verder met je openstaande betaling',
    },
    /** The discount code field (issue 13; SPEC §5 texts come from the API verbatim). */
    /** The welcome discount and the time bonus (SPEC §1, §4). */
    offer: {
      heading: '{{percentage}}% welkomstkorting op je eerste creditpakket',
      timeBonus: 'Deze aanbieding is nog geldig:',
      until: 'Geldig tot {{date}}.',
      use: 'Gebruik code {{code}}',
      toCredits: 'Bekijk de pakketten met korting',
      applied: 'Welkomstkorting toegepast',
      appliedText: '{{percentage}}% korting op je eerste creditpakket: de prijzen hieronder zijn al verlaagd.',
      remove: 'Zonder korting',
    },
    discount: {
      label: 'Kortingscode',
      apply: 'Toepassen',
      remove: 'Code verwijderen',
      applied: 'Code {{code}}: {{percentage}}% korting',
      methodsOnly: 'Geldt alleen bij betalen met {{methods}}.',
      percentOff: '-{{percentage}}%',
      was: 'was {{price}}',
      belowMinimum: 'De code geldt vanaf {{price}}.',
    },
    /** SPEC §9 payment methods, as members know them: the brands as they are, the others in words. */
    methods: { ...PAYMENT_METHOD_BRANDS, creditcard: 'Creditcard', banktransfer: 'Overboeking', directdebit: 'Automatische incasso' },
    /** SPEC §4 payment states. */
    states: {
      pending: 'In behandeling',
      /** Issue 27: a direct debit credited when submitted, the collection still on its way. */
      pendingCredited: 'Credits ontvangen',
      completed: 'Geslaagd',
      failed: 'Mislukt',
      cancelled: 'Geannuleerd',
      refunded: 'Terugbetaald',
      charged_back: 'Teruggeboekt',
    },
  },
});
