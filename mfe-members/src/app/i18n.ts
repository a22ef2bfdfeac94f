import '../locales/register';
import { addResources } from 'shared-kernel/i18n';

/** Titles of the mfe-members routes (document title; the heading of a page that is not built yet). */
addResources('members', {
  nl: {
    app: {
      titles: {
        members: 'Leden zoeken',
        memberProfile: 'Profiel bekijken',
        likes: 'Likes',
        likeDetail: 'Like bekijken',
        likesType: 'Likes',
        notifications: 'Meldingen',
        profile: 'Mijn profiel',
        matchFinder: 'Matchfinder',
        swipeGame: 'Swipegame',
        langConfig: 'Taalinstellingen',
      },
    },
  },
});
