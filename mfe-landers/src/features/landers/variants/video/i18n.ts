import { addResources } from 'shared-kernel/i18n';
import '../../../../locales/register';

addResources('landers', {
  nl: {
    video: {
      eyebrow: 'Hartklop in 12 seconden',
      play: 'Bekijk de video',
      playNote: '12 seconden, zonder geluid',
      videoLabel: 'Video: zo werkt Hartklop',
      description:
        'De video zonder geluid: een hartslaglijn tekent het logo van Hartklop, daarna begint een gesprek ("Hoi! Zin in koffie?" – "Graag! Zaterdag?" – "Afgesproken") en tot slot klopt een hart met de tekst "Gratis aanmelden, alleen voor 18+".',
      stepsTitle: 'Zo werkt het',
      step1: 'Meld je gratis aan, in een minuut',
      step2: 'Bekijk profielen en foto’s',
      step3: 'Stuur een bericht en maak een afspraak',
      membersTitle: 'Zij zijn er al',
      memberLine: '{{name}}, {{age}} · {{city}}',
    },
  },
});
