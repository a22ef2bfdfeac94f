import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/** Texts of /complaints (issue 14: complaints and reports, DSA art. 16). */
addResources('landers', {
  nl: {
    complaints: {
      title: 'Klachten en meldingen',
      intro:
        'Zie je op {{name}} iets wat niet klopt of niet mag, zoals een nepprofiel, een minderjarige, intimidatie, oplichting, illegale inhoud of een schending van auteursrecht? Of heb je een klacht over onze dienst? Meld het hier. Iedereen kan een melding doen, ook zonder account.',
      how: 'Je krijgt direct een bevestiging per e-mail met een referentie. We bekijken elke melding zorgvuldig en laten je weten welk besluit we nemen en waarom.',
      formTitle: 'Nieuwe melding',
      category: 'Waar gaat je melding over?',
      urls: 'Link(s) of profiel waar het om gaat',
      urlsHint: 'Plak het exacte adres, bijvoorbeeld https://{{domain}}/members/12345. Meerdere links? Zet elke link op een eigen regel.',
      explanation: 'Uitleg',
      explanationHint: 'Leg uit wat er aan de hand is en waarom het volgens jou niet mag. Hoe concreter, hoe sneller we kunnen handelen.',
      name: 'Je naam',
      email: 'Je e-mailadres',
      emailHint: 'Hierheen sturen we de bevestiging en ons besluit.',
      asMember: 'Je meldt als {{name}}. We gebruiken de naam en het e-mailadres van je account.',
      goodFaith: 'Ik verklaar dat mijn melding te goeder trouw is en dat de gegevens juist en volledig zijn.',
      reportingProfile: 'Je meldt het profiel met nummer {{id}}.',
      reportingMessage: 'Je meldt een bericht (nummer {{id}}) uit je gesprek. We bewaren de tekst van dat bericht bij je melding.',
      submit: 'Melding versturen',
      submitting: 'Bezig met versturen...',
      sentTitle: 'Je melding is ontvangen',
      sentText: 'Je referentie is {{reference}}. We hebben een bevestiging naar je e-mailadres gestuurd.',
      another: 'Nog een melding doen',
      errors: {
        generic: 'Je melding kon niet worden verstuurd. Probeer het later opnieuw.',
        network: 'Er is geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
      },
      /** What a notice is about (COMPLAINT_CATEGORIES of the contract): the form's choice and the list. */
      categories: {
        fake_profile: 'Nepprofiel',
        minor: 'Minderjarige',
        harassment: 'Intimidatie of lastigvallen',
        scam: 'Oplichting',
        illegal_content: 'Illegale inhoud',
        copyright: 'Auteursrecht',
        service: 'Klacht over de dienst',
      },
      /** Where a notice is in its handling (COMPLAINT_STATUSES). */
      statuses: {
        received: 'Ontvangen',
        in_progress: 'In behandeling',
        resolved: 'Afgehandeld',
      },
      mine: {
        title: 'Mijn meldingen',
        empty: 'Je hebt nog geen meldingen gedaan.',
        loading: 'Je meldingen worden geladen...',
        loadError: 'Je meldingen kunnen nu niet worden geladen.',
        received: 'Ontvangen op {{date}}',
        status: 'Status: {{status}}',
      },
    },
    /**
     * The form's own check (shared-kernel/contract/complaint-rules answers these codes; the values are
     * its limits, shared-kernel/contract/rule-values). The server's texts are `errors.complaints.*` of
     * the API catalog. The e-mail is checked by the account rules' `emailError`.
     */
    rules: {
      complaints: {
        categoryRequired: 'Kies waar je melding over gaat.',
        explanationTooShort: 'Leg in minstens {{min}} tekens uit wat er aan de hand is.',
        explanationTooLong: 'Je uitleg mag maximaal {{max}} tekens lang zijn.',
        urlsRequired: 'Vul de link(s) of het profiel in waar je melding over gaat.',
        urlsTooLong: 'De links mogen samen maximaal {{max}} tekens lang zijn.',
        nameRequired: 'Vul je naam in.',
        nameLength: 'Je naam moet {{min}} tot {{max}} tekens lang zijn.',
        goodFaithRequired: 'Bevestig dat je melding te goeder trouw is en naar waarheid is ingevuld.',
      },
      accounts: {
        emailRequired: 'Vul je e-mailadres in.',
        invalidEmail: 'Ongeldige e-mail',
      },
    },
  },
});
