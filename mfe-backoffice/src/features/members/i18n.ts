import { addResources } from 'shared-kernel/i18n';

/** The contract's member-care rules as the back office's own checks show them (`ruleText(code, 'backoffice')`). */
export const MEMBER_CARE_RULES_NL = {
  memberCare: { eraseReasonRequired: 'Vul een reden in (minstens {{min}} tekens).' },
};

addResources('backoffice', {
  nl: {
    rules: MEMBER_CARE_RULES_NL,
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
      gdpr: {
        heading: 'Gegevens (AVG)',
        intro: 'Op verzoek van het lid: een kopie van alle gegevens, of alles definitief wissen.',
        export: 'Gegevens exporteren',
        exported: 'De gegevens staan in {{file}}.',
        erase: 'Gegevens wissen',
        title: 'Gegevens van {{name}} wissen',
        warning: 'Het account, het profiel, de foto\'s, sessies en e-mails worden direct en definitief gewist; dit kan niet ongedaan worden gemaakt. Betalingen en het creditoverzicht blijven bewaard (boekhouding), zonder persoonsgegevens.',
        reason: 'Reden (wordt gelogd)',
        reasonHint: 'Bijvoorbeeld het ticketnummer van het verzoek. Geen persoonsgegevens.',
        cancel: 'Annuleren',
        confirm: 'Definitief wissen',
        erased: 'De gegevens van lid {{id}} zijn gewist.',
      },
    },
  },
});
