import { addResources } from 'shared-kernel/i18n';

addResources('backoffice', {
  nl: {
    staff: {
      heading: 'Medewerkers',
      loading: 'Medewerkers worden geladen...',
      listCaption: 'Alle medewerkers',
      columns: { name: 'Naam', email: 'E-mailadres', role: 'Rol', status: 'Status', lastSignIn: 'Laatst ingelogd', actions: 'Acties' },
      active: 'Actief',
      disabled: 'Uitgeschakeld',
      locked: 'Geblokkeerd tot {{time}}',
      never: 'Nog nooit',
      you: '(jij)',
      disable: 'Uitschakelen',
      enable: 'Inschakelen',
      roleOf: 'Rol van {{name}}',
      create: {
        heading: 'Nieuwe medewerker',
        intro: 'De medewerker logt in met dit wachtwoord en een authenticator-app. Geef beide persoonlijk door.',
        email: 'E-mailadres',
        name: 'Naam',
        role: 'Rol',
        password: 'Eerste wachtwoord',
        passwordHint: 'Minstens 12 tekens.',
        submit: 'Medewerker aanmaken',
        busy: 'Bezig met aanmaken...',
        done: '{{name}} is aangemaakt.',
        totpIntro: 'Laat {{name}} deze code scannen met een authenticator-app. De sleutel wordt niet opnieuw getoond.',
        secret: 'Sleutel',
        qr: 'QR-code voor de authenticator-app',
      },
    },
  },
});
