import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('chat', {
  nl: {
    chats: {
      heading: 'Berichten',
      loading: 'Gesprekken worden geladen...',
      listLabel: 'Gesprekken',
      empty: 'Je hebt nog geen gesprekken. Zoek een leuk lid en stuur een bericht.',
      emptyAction: 'Leden zoeken',
      unread_one: '{{count}} ongelezen bericht',
      unread_other: '{{count}} ongelezen berichten',
      preview: {
        none: 'Nog geen berichten',
        mine: 'Jij: {{text}}',
        giftMine: 'Je stuurde een cadeau',
        giftTheirs: '{{name}} stuurde je een cadeau',
        photoMine: 'Je stuurde een foto',
        photoTheirs: '{{name}} stuurde je een foto',
      },
      /** The "…" of a row. */
      actions: 'Meer acties voor het gesprek met {{name}}',
      remove: {
        label: 'Gesprek met {{name}} verwijderen',
        title: 'Gesprek verwijderen?',
        text: 'Het gesprek met {{name}} verdwijnt uit je berichten. Dit kun je niet ongedaan maken.',
        confirm: 'Ja, verwijderen',
      },
    },
  },
});
