import { addResources } from 'shared-kernel/i18n';

/** Titles of the mfe-chat routes (the pages themselves follow in later issues). */
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
