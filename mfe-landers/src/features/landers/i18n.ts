import { addResources } from 'shared-kernel/i18n';

/** Texts every lander shares (a lander's own texts are in its folder). */
addResources('landers', {
  nl: {
    lander: {
      loading: 'Even geduld...',
      signup: 'Gratis aanmelden',
      memberAlt: '{{name}}, {{age}} jaar, uit {{city}}',
      memberLine: '{{age}} jaar · {{city}}',
      fallbackHeadline: 'Singles bij jou in de buurt',
      fallbackSubline: 'Meld je gratis aan en kom in contact met singles uit Nederland en België.',
      fictionalFallback: 'fictief profiel',
      adults: 'Alleen voor 18+ · gratis aanmelden · geen abonnement',
    },
  },
});
