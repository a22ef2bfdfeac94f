import { addResources } from 'shared-kernel/i18n';
import '../../../../locales/register';

addResources('landers', {
  nl: {
    slideshow: {
      label: 'Diavoorstelling van leden',
      slide: '{{current}} van {{total}}',
      previous: 'Vorige foto',
      next: 'Volgende foto',
      pause: 'Pauzeren',
      play: 'Afspelen',
      goTo: 'Toon foto {{n}}',
      meet: 'Maak kennis met {{name}}',
      empty: 'Meld je gratis aan en ontdek wie er bij jou in de buurt is.',
    },
  },
});
