import { MANDATE_TEXTS_NL } from 'shared-kernel/contract/direct-debit-rules';
import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('payments', {
  nl: {
    directDebit: {
      loading: 'Automatische incasso wordt geladen...',
      intro: 'Betaal je credits met een machtiging voor automatische incasso (SEPA). Je bevestigt de machtiging met een code die je per sms ontvangt.',
      summary: '{{credits}} voor {{price}}',
      chooseBundle: 'Kies eerst een creditpakket.',
      toBundles: 'Naar de creditpakketten',
      otherMethod: 'Andere betaalmethode kiezen',
      unavailable: 'Automatische incasso is nu niet beschikbaar. Kies een andere betaalmethode.',
      limitInfo: 'Je kunt per {{days}} dagen voor {{limit}} met automatische incasso betalen; je hebt nog {{left}} over.',
      /** The SEPA mandate's text (the kernel's Dutch; the API signs the same texts of its own catalog). */
      mandateText: MANDATE_TEXTS_NL,
      form: {
        legend: 'Je gegevens',
        accountHolder: 'Naam rekeninghouder',
        iban: 'IBAN',
        ibanHint: 'Bijvoorbeeld NL91 ABNA 0417 1643 00',
        street: 'Straat',
        houseNumber: 'Huisnummer',
        zip: 'Postcode',
        city: 'Woonplaats',
        phone: 'Mobiel nummer',
        phoneHint: 'Hierop ontvang je de sms met je code.',
        mandateHeading: 'De machtiging',
        consent: 'Ik geef toestemming voor deze doorlopende SEPA-machtiging.',
        submit: 'Stuur mij de sms-code',
        busy: 'Even geduld...',
      },
      code: {
        heading: 'Vul je sms-code in',
        sent: 'We hebben een code van 6 cijfers gestuurd naar {{phone}}. De code is 10 minuten geldig.',
        reference: 'Kenmerk machtiging: {{reference}}',
        label: 'Sms-code',
        submit: 'Machtiging ondertekenen en betalen',
        busy: 'De machtiging wordt ondertekend...',
        newCode: 'Stuur een nieuwe code',
        edit: 'Gegevens wijzigen',
        showText: 'Lees de machtiging',
      },
      mandate: {
        heading: 'Je machtiging',
        details: 'Rekening {{iban}} op naam van {{holder}}, kenmerk {{reference}}.',
        pay: 'Betaal {{price}} met automatische incasso',
        busy: 'De incasso wordt aangeboden...',
        replace: 'Nieuwe machtiging afgeven',
      },
      done: {
        heading: 'Gelukt: je credits staan klaar',
        text: 'Je hebt {{credits}} ontvangen. Het bedrag van {{price}} wordt de komende werkdagen van je rekening afgeschreven; je krijgt vooraf een aankondiging per e-mail.',
        balance_one: 'Je hebt nu {{count}} credit.',
        balance_other: 'Je hebt nu {{count}} credits.',
        reference: 'Kenmerk machtiging: {{reference}}',
        members: 'Leden zoeken',
        transactions: 'Mijn transacties',
      },
    },
  },
});
