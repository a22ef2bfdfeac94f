import { addResources } from 'shared-kernel/i18n';
import '../../../../locales/register';

addResources('landers', {
  nl: {
    icons: {
      featuresTitle: 'Waarom Hartklop',
      free: { title: 'Gratis aanmelden', text: 'Een profiel maken en rondkijken kost niets.' },
      adults: { title: 'Alleen 18+', text: 'Iedereen op Hartklop is volwassen.' },
      privacy: { title: 'Discreet', text: 'Je e-mailadres en betaalgegevens ziet niemand.' },
      credits: { title: 'Geen abonnement', text: 'Je betaalt alleen voor berichten die je echt stuurt.' },
      region: { title: 'Dichtbij', text: 'Singles uit Nederland en België, ook uit {{region}}.' },
      regionAnywhere: 'jouw regio',
      safety: { title: 'Veilig', text: 'Blokkeer en meld iemand met één klik.' },
      meetTitle: 'Wie je kunt ontmoeten',
      empty: 'Meld je aan om te zien wie er bij jou in de buurt is.',
    },
  },
});
