import { addResources } from 'shared-kernel/i18n';
import { ATTRIBUTE_LABELS_NL, ATTRIBUTE_VALUES_NL } from 'shared-kernel/i18n/attributeValues';
import '../../locales/register';

/** Texts of /complete-signup: one screen per signup step (SPEC §2). */
addResources('auth', {
  nl: {
    completeSignup: {
      title: 'Aanmelding voltooien',
      loading: 'Je profiel wordt geladen...',
      redirecting: 'Log in om je aanmelding te voltooien...',
      loadFailed: 'Je profiel kan nu niet worden geladen.',
      retry: 'Opnieuw proberen',
      progress: 'Stap {{step}} van {{total}}',
      next: 'Volgende',
      skip: 'Overslaan',
      saving: 'Bezig met opslaan...',
      errors: {
        generic: 'Er ging iets mis bij het opslaan. Probeer het opnieuw.',
        network: 'Er is geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
      },
      photo: {
        title: 'Voeg een profielfoto toe',
        intro: 'Profielen met een foto krijgen veel meer reacties. Kies een duidelijke foto van jezelf.',
        input: 'Kies een foto',
        change: 'Andere foto kiezen',
        phoneHint: 'Maak een foto of kies er een uit je fotobibliotheek.',
        hint: 'JPEG, PNG of WebP, maximaal {{mb}} MB.',
        uploading: 'Je foto wordt geüpload...',
        uploaded: 'Je foto is toegevoegd.',
        preview: 'Je profielfoto',
        chosen: 'Gekozen foto',
        pending: 'Je foto wordt bekeken voordat andere leden hem zien.',
        rejected: 'Deze foto is afgekeurd. Kies een andere foto.',
        wrongType: 'Dit bestandstype wordt niet ondersteund. Kies een foto in JPEG-, PNG- of WebP-formaat.',
        tooLarge: 'Deze foto is te groot. Kies een foto van maximaal {{mb}} MB.',
      },
      location: {
        title: 'Waar woon je?',
        intro: 'Zo vinden singles uit jouw buurt je.',
      },
      personal: {
        title: 'Vertel iets over je uiterlijk',
        intro: 'Deze gegevens staan op je profiel. Je kunt ze altijd aanpassen.',
        choose: 'Maak een keuze',
        ...ATTRIBUTE_LABELS_NL,
      },
      about: {
        title: 'Over mij',
        intro: 'Een paar zinnen over jezelf maken het makkelijker om een gesprek te beginnen.',
        text: 'Vertel iets over jezelf',
        counter: '{{count}} van {{max}} tekens',
        interests: 'Interesses',
        interestsHint: 'Kies er maximaal {{max}}.',
        interestsFull: 'Je hebt het maximum van {{max}} interesses gekozen.',
        interestsFailed: 'De interesses kunnen nu niet worden geladen. Je kunt ze later op je profiel kiezen.',
        loadingInterests: 'Interesses worden geladen...',
      },
      push: {
        title: 'Mis geen enkel bericht',
        intro: 'Krijg een melding op dit apparaat als iemand je een bericht stuurt of je leuk vindt.',
        enable: 'Meldingen aanzetten',
        asking: 'Even wachten op je browser...',
      },
      activation: {
        title: 'Bevestig je e-mailadres',
        intro: 'We hebben een link gestuurd naar je e-mailadres. Klik op de link in die e-mail om je account te activeren.',
        noMail: 'Geen e-mail ontvangen? Kijk ook in je map met ongewenste e-mail, of laat de link opnieuw sturen.',
        confirmed: 'Je e-mailadres is al bevestigd.',
        resend: 'Stuur opnieuw',
        resending: 'Bezig met versturen...',
        resent: 'We hebben de link opnieuw naar je e-mailadres gestuurd.',
        matches: 'Bekijk je eerste matches',
        // Issue 27: what the starting credits (settings.signup_credits) pay for, at settings.message_credits a message.
        startCredits_one: 'Je startcredits ({{credits}}) zijn goed voor {{count}} bericht.',
        startCredits_other: 'Je startcredits ({{credits}}) zijn goed voor {{count}} berichten.',
        startCreditsNone: 'Je startcredits ({{credits}}) zijn nog niet genoeg voor een bericht.',
      },
      attributes: ATTRIBUTE_VALUES_NL,
    },
  },
});
