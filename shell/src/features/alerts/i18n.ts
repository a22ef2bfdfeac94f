import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/** Texts of the members' alerts (SPEC §4), shell namespace. */
addResources('shell', {
  nl: {
    alerts: {
      close: 'Melding sluiten',
      activation: {
        title: 'Bevestig je e-mailadres',
        text: 'Bevestig je e-mailadres via de link die we je stuurden. Pas daarna kunnen leden je antwoorden.',
        resend: 'Stuur de e-mail opnieuw',
        sending: 'Bezig met versturen...',
        sent: 'We hebben de e-mail opnieuw verstuurd. Kijk ook in je spammap.',
        failed: 'De e-mail kon niet worden verstuurd. Probeer het later opnieuw.',
      },
      photo: {
        title: 'Voeg een profielfoto toe',
        text: 'Leden met een foto krijgen veel meer reacties.',
        link: 'Foto toevoegen',
      },
      push: {
        title: 'Mis geen berichten',
        text: 'Zet meldingen aan en zie direct wanneer iemand je een bericht stuurt of je leuk vindt.',
        enable: 'Meldingen aanzetten',
        enabling: 'Bezig...',
        failed: 'Meldingen aanzetten is niet gelukt. Probeer het later opnieuw.',
      },
      notifications: {
        title: 'Je ontvangt geen e-mailmeldingen',
        text: 'Je e-mailmeldingen staan uit: {{reasons}}.',
        and: 'en',
        reasons: {
          spam_complaint: 'je hebt een e-mail als spam gemarkeerd',
          bounce: 'e-mails aan je adres kwamen niet aan',
          unsubscribe: 'je hebt je afgemeld',
        },
        link: 'Meldingen weer aanzetten',
      },
    },
  },
});
