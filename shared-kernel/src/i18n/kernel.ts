import { addResources } from 'shared-kernel/i18n';
import '../locales/register';

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
  /** Loading and failures of the remotes' pages (shared-kernel/ui/LoadError, MemberOnly). */
  common: {
    loading: 'Pagina wordt geladen...',
    errors: {
      // SPEC §8
      generic: 'Er is een fout opgetreden, probeer het later opnieuw.',
      network: 'Er is geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
    },
  },
  /** The way in for visitors (shared-kernel/ui/MemberOnly). */
  visitor: {
    login: 'Inloggen',
    signup: 'Meld je gratis aan',
  },
  /** The gift catalogue as a choice (shared-kernel/ui/GiftChoices). */
  gifts: {
    loading: 'Cadeaus worden geladen...',
    choose: 'Kies een cadeau',
    cost_one: '{{count}} credit',
    cost_other: '{{count}} credits',
    empty: 'Er zijn op dit moment geen cadeaus.',
    /** A gift that costs more than the member's balance (shared-kernel/ui/GiftChoices with a balance). */
    tooExpensive: 'Meer dan je saldo',
  },
  /** A paid action the balance does not cover (shared-kernel/ui/CreditShortfall). */
  shortfall: {
    balance_one: 'Je hebt {{count}} credit',
    balance_other: 'Je hebt {{count}} credits',
    message_one: 'een bericht kost {{count}}',
    message_other: 'een bericht kost {{count}}',
    photo_one: 'een foto kost {{count}}',
    photo_other: 'een foto kost {{count}}',
    gift_one: 'dit cadeau kost {{count}}',
    gift_other: 'dit cadeau kost {{count}}',
    anyGift_one: 'een cadeau kost {{count}}',
    anyGift_other: 'een cadeau kost {{count}}',
    cheapestGift_one: 'het goedkoopste cadeau kost {{count}}',
    cheapestGift_other: 'het goedkoopste cadeau kost {{count}}',
    buyCredits: 'Credits kopen',
  },
};

addResources(KERNEL_NS, { nl: KERNEL_TEXTS_NL });
