import { addResources } from 'shared-kernel/i18n';

/** Texts the pages of mfe-chat share (loading, errors, visitors). */
addResources('chat', {
  nl: {
    common: {
      loading: 'Pagina wordt geladen...',
      errors: {
        // SPEC §8
        generic: 'Er is een fout opgetreden, probeer het later opnieuw.',
        network: 'Er is geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
      },
      retry: 'Opnieuw proberen',
      cancel: 'Annuleren',
      close: 'Sluiten',
    },
    visitor: {
      text: 'Log in om te chatten met andere leden.',
      login: 'Inloggen',
      signup: 'Meld je gratis aan',
    },
    fictional: {
      fallback: 'fictief profiel',
    },
  },
});
