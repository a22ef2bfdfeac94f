import { addResources } from 'shared-kernel/i18n';

/** Namespace of the texts of the kernel's own UI components (shared-kernel/ui/*). */
export const KERNEL_NS = 'kernel';

/** Dutch texts of the kernel's UI components. */
export const KERNEL_TEXTS_NL = {
  locationFields: {
    country: 'Land',
    region: 'Regio',
    noRegion: 'Kies een regio',
    city: 'Woonplaats',
    loadingRegions: 'De regio’s worden geladen...',
    regionsFailed: 'De regio’s kunnen nu niet worden geladen. Je kunt ze later op je profiel invullen.',
    useLocation: 'Gebruik mijn huidige locatie',
    locating: 'Je locatie wordt bepaald...',
    denied: 'Je browser blokkeert de toegang tot je locatie. Sta die toe in de instellingen van je browser om deze knop te gebruiken.',
    notFound: 'Je locatie kon niet worden bepaald. Vul je woonplaats zelf in.',
    found: 'Je locatie is ingevuld: {{place}}.',
  },
};

addResources(KERNEL_NS, { nl: KERNEL_TEXTS_NL });
