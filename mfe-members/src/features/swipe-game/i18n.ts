import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('members', {
  nl: {
    swipe: {
      heading: 'Swipegame',
      intro: 'Like of sla over: als jullie elkaar allebei liken, is het een match.',
      loading: 'Profielen worden geladen...',
      likesLeft_one: 'Nog {{count}} like vandaag',
      likesLeft_other: 'Nog {{count}} likes vandaag',
      no: 'Nee',
      like: 'Like',
      noLabel: 'Nee, {{name}} overslaan',
      likeLabel: 'Like {{name}}',
      gestureHint: 'Swipe naar rechts om te liken, naar links om over te slaan (of gebruik de pijltjestoetsen → en ←).',
      current: '{{name}}, {{age}} jaar, {{city}}',
      photos_one: '{{count}} foto',
      photos_other: "{{count}} foto's",
      interests: 'Interesses',
      limitReached: 'Je hebt je likes van vandaag gebruikt.',
      // SPEC §9: premium gives 46 percent more chance of a match.
      premiumOffer: 'Wil je vandaag verder liken? Premium leden hebben 46% meer kans op een match.',
      premiumLink: 'Word premium lid',
      resets: 'Morgen om {{time}} kun je weer swipen',
      resetsOn: 'Op {{date}} om {{time}} kun je weer swipen',
      empty: 'Er zijn nu geen nieuwe profielen. Kom later terug!',
      reload: 'Opnieuw laden',
      visitor: 'Log in om de swipegame te spelen.',
    },
  },
});
