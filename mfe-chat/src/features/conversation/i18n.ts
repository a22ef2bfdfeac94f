import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('chat', {
  nl: {
    conversation: {
      loading: 'Gesprek wordt geladen...',
      back: 'Alle gesprekken',
      report: 'Melden',
      reportLabel: 'Bericht van {{name}} van {{time}} melden',
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
      gift: 'Cadeau: {{gift}}',
      photoMine: 'Jouw foto',
      photoTheirs: 'Foto van {{name}}',
      photoOpen: 'Foto vergroten',
      photoTitle: 'Foto',
      invalid: 'Dit gesprek bestaat niet.',
    },
  },
});
