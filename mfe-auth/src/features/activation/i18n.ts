import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('auth', {
  nl: {
    activation: {
      done: {
        heading: 'Account geactiveerd',
        activating: 'Je account wordt geactiveerd...',
        success: 'Je account is geactiveerd',
        text: 'Je e-mailadres is bevestigd. Leden kunnen je nu antwoorden en je kunt alles op de site gebruiken.',
        toMembers: 'Bekijk leden',
      },
      error: {
        heading: 'Activeren mislukt',
        text: 'De activatielink is verlopen, al gebruikt of niet compleet. Klik op de link in de nieuwste activatiemail, of vraag een nieuwe aan.',
        resend: 'Stuur een nieuwe activatiemail',
        sent: 'We hebben je een nieuwe activatiemail gestuurd. Klik op de link in die e-mail om je account te activeren.',
        alreadyActive: 'Je account is al geactiveerd.',
        toMembers: 'Bekijk leden',
        loginFirst: 'Log in om een nieuwe activatiemail aan te vragen.',
        login: 'Inloggen',
      },
    },
  },
});
