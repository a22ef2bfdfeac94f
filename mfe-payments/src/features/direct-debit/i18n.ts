import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/**
 * The SEPA mandate's text in Dutch as the form shows it (`mandateText` of the contract builds it).
 * The API signs and stores its own copy (api/src/i18n/nl.ts, `directDebit.mandateText`):
 * scripts/i18n/mandateText.test.ts keeps the two equal in every language, so the member signs the
 * text shown. Each line is one sentence without its final full stop (`mandateText` adds it once);
 * `placeholders` stand for the fields not filled in yet.
 */
export const MANDATE_TEXT_NL = {
  title: 'Machtiging doorlopende SEPA-incasso',
  creditor: 'Incassant: {{creditor}}, incassant-ID {{creditorId}}',
  authorization:
    'Door deze machtiging te ondertekenen met de code die je per sms ontvangt, geef je toestemming aan {{creditor}} om doorlopend incasso-opdrachten naar jouw bank te sturen om een bedrag van je rekening af te schrijven voor de credits die je bestelt, en aan je bank om doorlopend een bedrag van je rekening af te schrijven overeenkomstig de opdracht van {{creditor}}',
  preNotification:
    'Je ontvangt vóór elke incasso een aankondiging per e-mail met het bedrag, de datum, het kenmerk van de machtiging en het incassant-ID; je gaat ermee akkoord dat die aankondiging ten minste 1 dag voor de afschrijving komt',
  refund: 'Als je het niet eens bent met een afschrijving, kun je die laten terugboeken. Neem hiervoor binnen 8 weken na de afschrijving contact op met je bank. Vraag je bank naar de voorwaarden',
  holder: 'Rekeninghouder: {{holder}}, {{address}}, {{place}}',
  iban: 'IBAN: {{iban}}',
  placeholders: {
    accountHolder: '[naam rekeninghouder]',
    address: '[straat en huisnummer]',
    place: '[postcode en woonplaats]',
    iban: '[IBAN]',
  },
};

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
      mandateText: MANDATE_TEXT_NL,
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
    /**
     * The form's own checks and refusals (codes of shared-kernel/contract/direct-debit-rules and the
     * schemas of direct-debit.ts). The server's texts are `errors.directDebit.*` of the API catalog.
     */
    rules: {
      directDebit: {
        /** SPEC §8, verbatim. */
        blocked: 'Je account is geblokkeerd voor automatische incasso.',
        /** SPEC §8, verbatim. */
        limitReached: 'Uw limiet voor automatische incasso betalingen is bereikt.',
        /** SPEC §5, verbatim. */
        otpInvalid: 'Code ongeldig',
        consentRequired: 'Geef toestemming voor de automatische incasso.',
        ibanInvalid: 'Ongeldig IBAN',
        ibanNotSepa: 'Dit IBAN hoort niet bij een SEPA-land.',
        holderRequired: 'Vul de naam van de rekeninghouder in.',
        streetRequired: 'Vul je straat in.',
        houseNumberInvalid: 'Vul een geldig huisnummer in.',
        zipInvalid: 'Vul een geldige postcode in.',
        cityRequired: 'Vul je woonplaats in.',
        phoneInvalid: 'Vul een geldig mobiel nummer in (bijvoorbeeld 06 12345678 of 0470 12 34 56).',
        otpFormat: 'De code bestaat uit 6 cijfers.',
      },
    },
  },
});
