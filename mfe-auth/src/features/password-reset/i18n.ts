import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('auth', {
  nl: {
    passwordReset: {
      request: {
        heading: 'Wachtwoord vergeten',
        intro: 'Vul het e-mailadres van je account in. We sturen je een link waarmee je een nieuw wachtwoord instelt.',
        email: 'E-mailadres',
        submit: 'Stuur mij een link',
        sent: 'We hebben je een e-mail gestuurd met een link om een nieuw wachtwoord in te stellen.',
        sentHint: 'Geen e-mail ontvangen? Kijk ook in je map met ongewenste e-mail.',
        backToLogin: 'Terug naar inloggen',
      },
      do: {
        heading: 'Nieuw wachtwoord instellen',
        checking: 'De link wordt gecontroleerd...',
        checkFailed: 'De link kon niet worden gecontroleerd.',
        forAccount: 'Kies een nieuw wachtwoord voor het account van {{email}}.',
        password: 'Nieuw wachtwoord',
        passwordHint: 'Minimaal {{min}} tekens.',
        repeat: 'Herhaal nieuw wachtwoord',
        submit: 'Wachtwoord opslaan',
        requestNew: 'Vraag een nieuwe e-mail aan',
        done: 'Je nieuwe wachtwoord is ingesteld.',
        loggedOut: 'Voor je veiligheid ben je op al je apparaten uitgelogd. Log opnieuw in met je nieuwe wachtwoord.',
        toLogin: 'Naar inloggen',
        errors: {
          repeatRequired: 'Herhaal je nieuwe wachtwoord.',
        },
      },
    },
  },
});
