import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('auth', {
  nl: {
    settings: {
      heading: 'Account',
      loading: 'Je account wordt geladen...',
      leaving: 'Je account wordt verwijderd...',
      email: {
        heading: 'E-mailadres',
        intro:
          'Wijzig het e-mailadres waarmee je inlogt. We sturen eerst een bevestigingslink naar het nieuwe adres; pas als je op die link klikt, wordt je e-mailadres gewijzigd.',
        newEmail: 'Nieuw e-mailadres',
        password: 'Huidig wachtwoord',
        passwordHint: 'Ter bevestiging dat jij het bent.',
        submit: 'E-mailadres wijzigen',
        sent: 'We hebben een bevestigingslink gestuurd naar {{email}}.',
        errors: {
          emailRequired: 'Vul je nieuwe e-mailadres in.',
          passwordRequired: 'Vul je huidige wachtwoord in.',
        },
      },
      notifications: {
        heading: 'Meldingen',
        intro: 'Kies welke e-mails en pushberichten je van ons ontvangt.',
        link: 'Meldingen instellen',
      },
      export: {
        heading: 'Mijn gegevens',
        intro:
          'Download een kopie van alles wat we over je bewaren: je account, profiel, foto\u2019s, interesses, sessies en de e-mails die we je stuurden, als JSON-bestand.',
        link: 'Mijn gegevens downloaden',
      },
      delete: {
        heading: 'Account verwijderen',
        intro: 'Voordat je gaat: misschien past een van deze opties beter bij je.',
        offersLabel: 'Alternatieven voor verwijderen',
        discount: '{{percent}}% korting op je volgende credits',
        discountText: 'Blijf nog even en koop je volgende credits met korting.',
        invisible: 'Onzichtbaar worden',
        invisibleText: 'Verberg je profiel voor andere leden, zonder je account te verwijderen.',
        fewerMails: 'Minder e-mails',
        fewerMailsText: 'Kies zelf welke e-mails je van ons krijgt.',
        open: 'Toch verwijderen',
        dialog: {
          title: 'Account verwijderen',
          grace:
            'Je account wordt meteen verwijderd en je profiel is niet meer zichtbaar. Je hebt {{days}} dagen om je account te heractiveren via de link in de e-mail die we je sturen. Daarna wissen we je gegevens en foto\u2019s definitief.',
          reason: 'Waarom verwijder je je account? (optioneel)',
          comment: 'Toelichting (optioneel)',
          password: 'Huidig wachtwoord',
          cancel: 'Annuleren',
          submit: 'Account verwijderen',
          errors: {
            passwordRequired: 'Vul je huidige wachtwoord in.',
          },
        },
        reasons: {
          found_someone: 'Ik heb iemand gevonden',
          no_matches: 'Ik vind hier niet wat ik zoek',
          too_expensive: 'Het is me te duur',
          too_many_messages: 'Ik krijg te veel berichten of e-mails',
          privacy: 'Ik maak me zorgen over mijn privacy',
          other: 'Een andere reden',
        },
      },
    },
  },
});
