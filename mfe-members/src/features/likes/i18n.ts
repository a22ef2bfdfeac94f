import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('members', {
  nl: {
    likes: {
      heading: 'Likes',
      tabsLabel: 'Soort likes',
      tabs: { received: 'Ontvangen', given: 'Gegeven', matches: 'Matches' },
      loading: 'Likes worden geladen...',
      new: 'Nieuw',
      empty: {
        received: 'Je hebt nog geen likes ontvangen.',
        given: 'Je hebt nog niemand geliked.',
        matches: 'Je hebt nog geen matches. Een match ontstaat als jullie elkaar allebei liken.',
      },
      emptyAction: 'Leden zoeken',
      visitor: 'Log in om je likes te zien.',
      detail: {
        heading: 'Like van {{name}}',
        back: 'Terug naar je likes',
        received: '{{name}} heeft je geliked.',
        given: 'Je hebt {{name}} geliked.',
        match: 'Jullie hebben elkaar geliked: het is een match!',
        profileLink: 'Bekijk het profiel van {{name}}',
      },
    },
  },
});
