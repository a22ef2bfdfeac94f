import { addResources } from 'shared-kernel/i18n';
import '../../../../locales/register';

addResources('landers', {
  nl: {
    tinderswipe: {
      hint: 'Swipe naar rechts als je iemand leuk vindt, naar links om verder te kijken. Pijltjestoetsen werken ook.',
      stackLabel: 'Profielen om te swipen',
      position: '{{current}} van {{total}}',
      pass: 'Volgende',
      passLabel: 'Sla {{name}} over',
      like: 'Leuk',
      likeLabel: 'Ik vind {{name}} leuk',
      nowShowing: 'Nu: {{name}}, {{age}} jaar, {{city}}',
      doneTitle: 'Je hebt iedereen gezien',
      doneText: 'Meld je gratis aan om meer singles te ontdekken en je likes te versturen.',
      again: 'Opnieuw bekijken',
      empty: 'Er zijn nu geen profielen om te swipen. Meld je aan en ontdek wie er nog meer is.',
    },
  },
});
