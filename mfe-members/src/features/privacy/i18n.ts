import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('members', {
  nl: {
    privacy: {
      heading: 'Privacy',
      intro: 'Bepaal wie je ziet en wat ze van je zien. Een wijziging wordt meteen opgeslagen.',
      loading: 'Je privacy-instellingen worden geladen...',
      invisible: {
        label: 'Onzichtbaar',
        description:
          'Andere leden vinden je niet in zoekresultaten, likes en andere overzichten, en kunnen je profiel niet openen. Alleen leden die jij zelf een like hebt gegeven, zien je nog wel.',
      },
      privacy_mode: {
        label: 'Privacymodus',
        description: 'Leden die jij geen like hebt gegeven, zien alleen je hoofdfoto. Leden die jij een like hebt gegeven, zien ook je andere foto’s.',
      },
      show_presence: {
        label: 'Laat zien wanneer ik online ben',
        description:
          'Andere leden zien of je online bent of vandaag of deze week actief was (nooit het precieze tijdstip). Zet je dit uit, dan zie je het ook van anderen niet. Als je onzichtbaar bent, ziet niemand het.',
      },
    },
  },
});
