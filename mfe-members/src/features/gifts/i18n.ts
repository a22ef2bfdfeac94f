import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('members', {
  nl: {
    gifts: {
      action: 'Cadeau sturen',
      loginToSend: 'Log in om een cadeau te sturen',
      dialog: {
        title: 'Cadeau sturen aan {{name}}',
        balance_one: 'Je hebt {{count}} credit.',
        balance_other: 'Je hebt {{count}} credits.',
        send: 'Verstuur cadeau',
        sending: 'Cadeau wordt verstuurd...',
        sent: 'Je cadeau is verstuurd',
        sentDetail: 'Je {{gift}} is onderweg naar {{name}}.',
        buyCredits: 'Credits kopen',
        close: 'Sluiten',
        cancel: 'Annuleren',
      },
      received: {
        heading: 'Ontvangen cadeaus',
        loading: 'Ontvangen cadeaus worden geladen...',
        empty: 'Je hebt nog geen cadeaus ontvangen.',
        item: '{{gift}} van',
        date: 'ontvangen op {{date}}',
      },
    },
  },
});
