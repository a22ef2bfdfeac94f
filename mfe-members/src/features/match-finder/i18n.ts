import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('members', {
  nl: {
    matchFinder: {
      heading: 'Matchfinder',
      intro: 'Deze leden passen goed bij jou.',
      loading: 'Matches worden gezocht...',
      score: '{{score}}% match',
      reasons: 'Waarom {{name}} bij je past',
      like: 'Like',
      likeLabel: 'Like {{name}}',
      liked: 'Geliked',
      likedLabel: 'Je hebt {{name}} geliked',
      empty: 'We hebben nu geen nieuwe matches voor je. Kom later terug!',
      visitor: 'Log in om je matches te zien.',
    },
  },
});
