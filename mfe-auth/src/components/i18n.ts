import { addResources } from 'shared-kernel/i18n';
import '../locales/register';

/** Texts of the parts every account page shares (forms, errors). */
addResources('auth', {
  nl: {
    common: {
      busy: 'Bezig...',
      loading: 'Pagina wordt geladen...',
      errors: {
        // SPEC §8
        generic: 'Er is een fout opgetreden, probeer het later opnieuw.',
      },
    },
  },
});
