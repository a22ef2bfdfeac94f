import { addResources } from 'shared-kernel/i18n';
import '../locales/register';

/** Texts the pages of mfe-chat share (loading, buttons, visitors); errors and the visitor's buttons are the kernel's. */
addResources('chat', {
  nl: {
    common: {
      loading: 'Pagina wordt geladen...',
      retry: 'Opnieuw proberen',
      cancel: 'Annuleren',
      close: 'Sluiten',
    },
    visitor: {
      text: 'Log in om te chatten met andere leden.',
    },
    fictional: {
      fallback: 'fictief profiel',
    },
  },
});
