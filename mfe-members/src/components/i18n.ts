import { addResources } from 'shared-kernel/i18n';
import { ATTRIBUTE_LABELS_NL, ATTRIBUTE_VALUES_NL } from 'shared-kernel/i18n/attributeValues';
import '../locales/register';

/** Texts the pages of mfe-members share (loading, profile cards, attribute labels); errors and the visitor's buttons are the kernel's. */
addResources('members', {
  nl: {
    common: {
      loading: 'Pagina wordt geladen...',
      busy: 'Bezig...',
      retry: 'Opnieuw proberen',
    },
    card: {
      age: '{{age}} jaar',
      photoAlt: 'Foto van {{name}}',
      /** Accessible name of a card's link: "Lotte, 29 jaar, Utrecht". */
      label: '{{name}}, {{age}} jaar, {{city}}',
    },
    /** SPEC §6 premium alert (PremiumAlert). */
    premiumAlert: {
      title: 'Alleen voor premium leden',
      reasons: {
        photos: "Word premium lid om alle foto's te zien.",
        feature: 'Word premium lid om dit te gebruiken.',
      },
      // SPEC §9: premium gives 46 percent more chance of a match.
      chance: 'Premium leden hebben 46% meer kans op een match.',
      upgrade: 'Word premium lid',
      later: 'Niet nu',
      visitorTitle: 'Alleen voor leden',
      visitorReasons: {
        photos: "Log in of meld je gratis aan om meer foto's te zien.",
        feature: 'Log in of meld je gratis aan om dit te gebruiken.',
      },
    },
    /** SPEC §1 cam-and-resell card type. */
    cam: {
      badge: 'Live cam',
    },
    fictional: {
      /** Alt text of the icon when settings are not loaded yet (the visible text follows it). */
      fallback: 'fictief profiel',
      /** The one-line notice above a list: show all of it, or one line again. */
      more: 'meer',
      less: 'minder',
    },
    attributes: {
      labels: {
        gender: 'Geslacht',
        sexuality: 'Geaardheid',
        ...ATTRIBUTE_LABELS_NL,
      },
      gender: { male: 'Man', female: 'Vrouw' },
      sexuality: { hetero: 'Hetero', gay: 'Homo', lesbian: 'Lesbisch', bi: 'Biseksueel' },
      ...ATTRIBUTE_VALUES_NL,
    },
  },
});
