import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('members', {
  nl: {
    decisions: {
      heading: 'Beslissingen over je profiel',
      intro: 'Als we iets van je profiel verwijderen of je account beperken, lees je hier wat we deden en waarom.',
      loading: 'Beslissingen worden geladen...',
      reference: 'Referentie {{reference}}, {{date}}',
      restriction: 'Wat we hebben beperkt',
      facts: 'Waarom',
      ground: 'Grond',
      groundTerms: 'Onze algemene voorwaarden: {{ground}}',
      groundLaw: 'De wet: {{ground}}',
      automation: 'Geautomatiseerd',
      redress: 'Bezwaar maken',
      appeal: 'Bezwaar maken',
      appealLabel: 'Waarom ben je het niet eens met deze beslissing?',
      appealSend: 'Bezwaar versturen',
      appealSending: 'Bezwaar wordt verstuurd...',
      appealCancel: 'Annuleren',
      appealSent: 'Je bezwaar is ontvangen. Een medewerker beoordeelt het en laat je de uitkomst per e-mail weten.',
      appealReceived: 'Je bezwaar van {{date}} wordt beoordeeld.',
      appealUpheld: 'Je bezwaar is beoordeeld: de beslissing blijft staan.',
      appealReversed: 'Je bezwaar is beoordeeld: de beslissing is teruggedraaid.',
      appealFailed: 'Er is een fout opgetreden, probeer het later opnieuw.',
    },
    /** The appeal form's own check (shared-kernel/contract/moderation-rules answers these codes, with APPEAL_LIMITS). */
    rules: {
      moderation: {
        appealTooShort: 'Leg in minstens {{min}} tekens uit waarom je het niet eens bent met de beslissing.',
        appealTooLong: 'Je uitleg mag maximaal {{max}} tekens lang zijn.',
      },
    },
  },
});
