import { addResources } from 'shared-kernel/i18n';
import '../../../../locales/register';

addResources('landers', {
  nl: {
    social: {
      joinTitle: 'Word lid van het netwerk',
      joinText: 'Maak gratis een profiel, volg singles uit je buurt en reageer op wie je leuk vindt.',
      feedTitle: 'Nieuw op het netwerk',
      posted: 'heeft een profiel op Hartklop',
      from: '{{age}} jaar · {{city}}',
      like: 'Vind ik leuk',
      comment: 'Reageer',
      follow: 'Volgen',
      actionOn: '{{action}}: {{name}}',
      suggestionsTitle: 'Singles uit {{region}}',
      suggestionsAnywhere: 'Singles die je misschien kent',
      empty: 'Het netwerk wacht op je. Meld je gratis aan en maak je profiel.',
    },
  },
});
