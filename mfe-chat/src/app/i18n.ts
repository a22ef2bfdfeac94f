import '../locales/register';
import { addResources } from 'shared-kernel/i18n';

/** Titles of the mfe-chat routes (the document title). */
addResources('chat', {
  nl: {
    app: {
      titles: {
        chats: 'Berichten',
        conversation: 'Gesprek',
        memberChat: 'Chatten',
      },
    },
  },
});
