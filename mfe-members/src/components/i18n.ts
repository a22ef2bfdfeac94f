import { addResources } from 'shared-kernel/i18n';
import { ATTRIBUTE_VALUES_NL } from 'shared-kernel/i18n/attributeValues';

/** Texts the pages of mfe-members share (loading, errors, profile cards, attribute labels). */
addResources('members', {
  nl: {
    common: {
      loading: 'Pagina wordt geladen...',
      busy: 'Bezig...',
      errors: {
        // SPEC §8
        generic: 'Er is een fout opgetreden, probeer het later opnieuw.',
        network: 'Er is geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
      },
      retry: 'Opnieuw proberen',
    },
    card: {
      age: '{{age}} jaar',
      photoAlt: 'Foto van {{name}}',
      /** Accessible name of a card's link: "Lotte, 29 jaar, Utrecht". */
      label: '{{name}}, {{age}} jaar, {{city}}',
    },
    visitor: {
      login: 'Inloggen',
      signup: 'Meld je gratis aan',
    },
    fictional: {
      /** Alt text of the icon when settings are not loaded yet (the visible text follows it). */
      fallback: 'fictief profiel',
    },
    attributes: {
      labels: {
        gender: 'Geslacht',
        sexuality: 'Geaardheid',
        hair_colour: 'Haarkleur',
        eye_colour: 'Oogkleur',
        body_type: 'Postuur',
        relationship_status: 'Burgerlijke staat',
      },
      gender: { male: 'Man', female: 'Vrouw' },
      sexuality: { hetero: 'Hetero', gay: 'Homo', lesbian: 'Lesbisch', bi: 'Biseksueel' },
      ...ATTRIBUTE_VALUES_NL,
    },
  },
});
