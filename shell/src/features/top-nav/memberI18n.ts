import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/**
 * Texts only a logged-in member's menus use: loaded with the account menu's chunk, so nothing of
 * them reaches a visitor's first page.
 */
addResources('shell', {
  nl: { topNav: { swipeGame: 'Swipegame', matchFinder: 'Matchfinder' } },
  en: { topNav: { swipeGame: 'Swipe game', matchFinder: 'Match finder' } },
});
