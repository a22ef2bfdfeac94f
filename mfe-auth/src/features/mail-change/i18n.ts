import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('auth', {
  nl: {
    mailChange: {
      heading: 'E-mailadres bevestigen',
      confirming: 'Je nieuwe e-mailadres wordt bevestigd...',
      success: 'Je e-mailadres is gewijzigd in {{email}}',
      loginHint: 'Log voortaan in met dit e-mailadres.',
      toSettings: 'Naar je account',
      toLogin: 'Inloggen',
      requestNew: 'Vraag een nieuwe bevestigingslink aan via je account.',
    },
  },
});
