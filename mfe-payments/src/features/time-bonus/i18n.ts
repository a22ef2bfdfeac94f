import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/** The time-bonus banner and modal (SPEC §2 welcome-bonus banner and modal, §4, §9). */
addResources('payments', {
  nl: {
    timeBonus: {
      region: 'Welkomstbonus',
      banner: '{{percentage}}% welkomstbonus',
      bannerLeft: 'nog',
      bannerCta: 'Bekijk aanbieding',
      modalTitle: '{{percentage}}% welkomstbonus',
      offerValid: 'Aanbieding geldig nog',
      instant: 'Je credits staan direct na je betaling op je account.',
      actFast_one: 'Wees er snel bij: deze aanbieding is maar {{count}} uur geldig.',
      actFast_other: 'Wees er snel bij: deze aanbieding is maar {{count}} uur geldig.',
      cta: 'Bekijk de creditpakketten',
      close: 'Sluiten',
    },
  },
});
