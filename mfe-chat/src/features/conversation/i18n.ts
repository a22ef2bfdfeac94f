import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('chat', {
  nl: {
    conversation: {
      loading: 'Gesprek wordt geladen...',
      back: 'Alle gesprekken',
      /** The "…" of a message of the other member: report it, block them. */
      actionsLabel: 'Acties voor het bericht van {{name}} van {{time}}',
      report: 'Melden',
      block: '{{name}} blokkeren',
      blockDialog: {
        title: '{{name}} blokkeren?',
        text: '{{name}} kan je profiel dan niet meer zien en je geen berichten meer sturen. Jullie likes en gesprekken verdwijnen.',
        confirm: 'Ja, blokkeren',
      },
      /** Wide screens: the list beside the conversation. */
      chatsPane: 'Je gesprekken',
      /** Followed by the other member's name (a link to the profile). */
      headingPrefix: 'Gesprek met',
      profileLink: 'Bekijk het profiel van {{name}}',
      age: '{{age}} jaar',
      logLabel: 'Berichten met {{name}}',
      older: 'Oudere berichten laden',
      olderLoading: 'Oudere berichten worden geladen...',
      historyHidden: 'Oudere berichten zijn verborgen: een gesprek toont de laatste {{count}} berichten.',
      empty: 'Nog geen berichten. Stuur {{name}} een eerste bericht!',
      you: 'Jij',
      sent: 'Verzonden',
      read: 'Gelezen',
      typing: '{{name}} is aan het typen…',
      giftPicture: 'Cadeau: {{gift}}',
      giftMine: 'Jouw cadeau',
      giftTheirs: 'Een cadeau van {{name}}',
      giftReply: 'Bedanken',
      giftReplyLabel: 'Bedanken voor het cadeau {{gift}} van {{name}}',
      /** What the reply puts in the send box (the member finishes it). */
      giftReplyText: 'Dank je wel voor je cadeau ({{gift}})! ',
      photoMine: 'Jouw foto',
      photoTheirs: 'Foto van {{name}}',
      photoOpen: 'Foto vergroten',
      photoTitle: 'Foto',
      invalid: 'Dit gesprek bestaat niet.',
    },
  },
});
