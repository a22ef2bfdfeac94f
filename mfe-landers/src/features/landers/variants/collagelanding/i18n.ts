import { addResources } from 'shared-kernel/i18n';
import '../../../../locales/register';

addResources('landers', {
  nl: {
    collage: {
      label: 'Collage van leden',
      stepsTitle: 'In drie stappen',
      step1: 'Meld je gratis aan met je e-mailadres.',
      step2: 'Bekijk profielen en foto’s van singles.',
      step3: 'Stuur een like of begin een gesprek.',
      empty: 'Meld je gratis aan en ontdek wie er bij jou in de buurt is.',
    },
  },
});
