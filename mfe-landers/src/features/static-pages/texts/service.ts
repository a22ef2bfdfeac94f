import { addResources } from 'shared-kernel/i18n';
import '../../../locales/register';

/** The Dutch texts of the customer service page (conventions: ../i18n.ts); loaded with that page only. */
addResources('landers', {
  nl: {
    pages: {
      service: {
        intro:
          'Heb je een vraag over je account, je credits of een betaling? Of wil je iets melden? Onze klantenservice helpt je graag. Vermeld bij je vraag altijd het e-mailadres waarmee je bent aangemeld, dan kunnen we je sneller helpen.',
        email: 'E-mail',
        emailSubject: 'Vraag over {{site}}',
        emailText: 'We beantwoorden je e-mail zo snel mogelijk, meestal binnen één werkdag.',
        phone: 'Telefoon',
        phoneText: 'Bereikbaar op werkdagen. Je betaalt je gebruikelijke belkosten.',
        post: 'Post',
        h1: 'Misschien vind je het antwoord hier',
        faq: '<1>Veelgestelde vragen</1> over aanmelden, credits, betalen en privacy',
        reset: '<1>Wachtwoord vergeten</1>: stel zelf een nieuw wachtwoord in',
        return: '<1>Retourbeleid</1>: geld terug voor ongebruikte credits binnen {{days}} dagen',
        notifications: '<1>Meldingen</1>: kies welke e-mails en pushberichten je ontvangt',
        ban: '<1>Account geblokkeerd</1>: wat dit betekent en wat je kunt doen',
        h2: 'Een klacht indienen',
        p2: 'Ben je ergens niet tevreden over? Laat het ons weten via het <1>klachtenformulier</1> of per e-mail. We reageren binnen 14 dagen op je klacht.',
        h3: 'Misbruik melden',
        p3: 'Gedraagt een lid zich ongepast, vraagt iemand je om geld of vermoed je dat een lid jonger is dan 18? Blokkeer het lid via zijn of haar profiel en stuur ons een e-mail met de gebruikersnaam. We onderzoeken elke melding.',
      },
    },
  },
});
