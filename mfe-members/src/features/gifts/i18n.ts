import { addResources } from 'shared-kernel/i18n';

addResources('members', {
  nl: {
    gifts: {
      action: 'Cadeau sturen',
      loginToSend: 'Log in om een cadeau te sturen',
      dialog: {
        title: 'Cadeau sturen aan {{name}}',
        loading: 'Cadeaus worden geladen...',
        choose: 'Kies een cadeau',
        cost_one: '{{count}} credit',
        cost_other: '{{count}} credits',
        balance_one: 'Je hebt {{count}} credit.',
        balance_other: 'Je hebt {{count}} credits.',
        send: 'Verstuur cadeau',
        sending: 'Cadeau wordt verstuurd...',
        sent: 'Je cadeau is verstuurd',
        sentDetail: 'Je {{gift}} is onderweg naar {{name}}.',
        buyCredits: 'Credits kopen',
        close: 'Sluiten',
        cancel: 'Annuleren',
        empty: 'Er zijn op dit moment geen cadeaus.',
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
