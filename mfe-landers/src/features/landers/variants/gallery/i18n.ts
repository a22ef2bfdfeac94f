import { addResources } from 'shared-kernel/i18n';
import '../../../../locales/register';

addResources('landers', {
  nl: {
    gallery: {
      eyebrow: 'Fotogalerij',
      count_one: '{{count}} single in deze galerij',
      count_other: '{{count}} singles in deze galerij',
      caption: '{{name}}, {{age}} · {{city}}',
      moreTitle: 'Meer foto’s en profielen?',
      moreText: 'Maak gratis een account en zie alle foto’s, stuur een like of begin een gesprek.',
      empty: 'Op dit moment zijn er geen foto’s om te tonen. Meld je aan en ontdek wie er online is.',
    },
  },
});
