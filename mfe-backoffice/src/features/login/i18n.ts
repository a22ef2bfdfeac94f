import { addResources } from 'shared-kernel/i18n';

addResources('backoffice', {
  nl: {
    login: {
      heading: 'Inloggen op de backoffice',
      intro: 'Alleen voor medewerkers van Hartklop.',
      email: 'E-mailadres',
      password: 'Wachtwoord',
      next: 'Volgende',
      checking: 'Bezig met controleren...',
      codeHeading: 'Code uit je authenticator-app',
      codeIntro: 'Open je authenticator-app en vul de code van 6 cijfers in die bij Hartklop backoffice staat.',
      code: 'Code',
      codeHint: '6 cijfers; de code verandert elke 30 seconden.',
      signIn: 'Inloggen',
      back: 'Ander account of wachtwoord',
      required: 'Vul je e-mailadres en wachtwoord in.',
      codeFormat: 'Vul de 6 cijfers uit je authenticator-app in.',
    },
  },
});
