import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('landers', {
  nl: {
    home: {
      signup: 'Gratis aanmelden',
      haveAccount: 'Heb je al een account?',
      login: 'Inloggen',
      loading: 'Hartklop wordt geladen...',
      fallbackTitle: 'Daten en chatten met singles uit jouw buurt',
      fallbackDescription:
        'Meld je gratis aan, bekijk profielen van singles in Nederland en België en begin vandaag nog een gesprek.',
      highlights: {
        label: 'Waarom kiezen voor ons',
        free: 'Gratis aanmelden',
        adults: 'Alleen voor 18+',
        noSubscription: 'Geen abonnement',
      },
      how: {
        title: 'Zo werkt het',
        intro: 'In drie stappen van aanmelden naar je eerste gesprek.',
        step1Title: 'Maak gratis een profiel',
        step1Text: 'Kies een naam, voeg een foto toe en vertel iets over jezelf. Aanmelden duurt nog geen minuut.',
        step2Title: 'Zoek en like',
        step2Text: 'Zoek op leeftijd en regio, bekijk profielen en laat met een like weten dat je iemand leuk vindt.',
        step3Title: 'Chat met je matches',
        step3Text: 'Stuur berichten met credits. Je betaalt alleen voor wat je gebruikt en zit nergens aan vast.',
      },
      safety: {
        title: 'Veilig en eerlijk daten',
        fictionalTitle: 'Goed om te weten',
        /** The disclosure in a language other than the site's (the site's own words: siteFictionalNotice). */
        fictional: 'Sommige profielen op {{name}} zijn fictieve profielen, beheerd door medewerkers. Je herkent ze aan het label „fictief profiel”.',
        adults: 'Alleen volwassenen (18+) kunnen zich aanmelden.',
        privacy: 'Je e-mailadres en betaalgegevens zijn nooit zichtbaar voor andere leden.',
        block: 'Je kunt leden blokkeren en ongepast gedrag melden bij onze klantenservice.',
        linksLabel: 'Meer over veiligheid en privacy',
        terms: 'Algemene voorwaarden',
        privacyLink: 'Privacyverklaring',
        faq: 'Veelgestelde vragen',
      },
      final: {
        title: 'Klaar om iemand te ontmoeten?',
        text: 'Maak vandaag nog gratis je profiel aan en ontdek wie er bij jou in de buurt op zoek is.',
      },
    },
  },
});
