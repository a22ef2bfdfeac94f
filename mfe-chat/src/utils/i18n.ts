import { addResources } from 'shared-kernel/i18n';
import '../locales/register';

/** Times in the chat lists and conversations (utils/time); the rest comes from Intl in the active language. */
addResources('chat', { nl: { time: { justNow: 'zojuist', today: 'Vandaag', yesterday: 'Gisteren' } } });
