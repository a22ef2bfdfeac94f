/**
 * The API's Dutch texts a member can see: mails, SMS and server messages (namespace `api`). Other
 * languages live in api/src/locales/<lang>.json as `{ "api": {...} }` with exactly these keys and
 * placeholders (docs/architecture.md, "Languages"); `npm run i18n:dump -- api` prints this object.
 */
export const API_TEXTS_NL = {
  mail: {
    greeting: 'Groet,\nHartklop',
    buttonFallback: 'Werkt de knop niet? Kopieer dan deze link: {{link}}',
    activate: {
      subject: 'Bevestig je e-mailadres bij Hartklop',
      intro: 'Hoi {{name}}, welkom bij Hartklop! Bevestig je e-mailadres om je account te activeren. Pas daarna is je profiel zichtbaar en kunnen leden je antwoorden.',
      button: 'Account activeren',
      outro: 'Heb je je niet aangemeld bij Hartklop? Dan kun je deze e-mail negeren; zonder bevestiging blijft het account inactief.',
    },
    reset: {
      subject: 'Nieuw wachtwoord instellen voor Hartklop',
      intro: 'Hoi {{name}}, je hebt gevraagd om een nieuw wachtwoord. Met de knop hieronder stel je het in. De link werkt 2 uur en maar één keer.',
      button: 'Nieuw wachtwoord instellen',
      outro: 'Heb je dit niet zelf gevraagd? Dan hoef je niets te doen: je huidige wachtwoord blijft gewoon werken.',
    },
    mail_change: {
      subject: 'Bevestig je nieuwe e-mailadres bij Hartklop',
      intro: 'Hoi {{name}}, bevestig dat je dit adres voortaan voor Hartklop wilt gebruiken. De link werkt 24 uur.',
      button: 'Nieuw e-mailadres bevestigen',
      outro: 'Heb je dit niet zelf gevraagd? Negeer deze e-mail dan; er verandert niets.',
    },
    reactivate: {
      subject: 'Je Hartklop-account is verwijderd',
      intro: "Hoi {{name}}, je account is verwijderd en niet meer zichtbaar voor andere leden. Binnen {{days}} dagen kun je het met de knop hieronder heractiveren; daarna wissen we je gegevens en foto's definitief.",
      button: 'Account heractiveren',
      outro: 'Wil je echt weg? Dan hoef je niets te doen.',
    },
  },
};

export type ApiTexts = typeof API_TEXTS_NL;
