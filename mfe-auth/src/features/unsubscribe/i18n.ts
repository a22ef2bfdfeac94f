import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('auth', {
  nl: {
    unsubscribe: {
      heading: 'Afmelden voor e-mails',
      intro: 'Wil je geen e-mails meer van ons ontvangen, zoals een bericht als iemand je leuk vindt? Meld je dan hieronder af.',
      button: 'Afmelden voor e-mails',
      busy: 'Bezig met afmelden...',
      success: 'Je bent afgemeld',
      successText:
        'Je ontvangt geen e-mails meer van ons. Wil je ze toch weer ontvangen? Zet je e-mail weer aan onder Instellingen.',
      toSettings: 'Naar Instellingen',
      otherwise: 'Je kunt e-mails ook uitzetten onder Instellingen als je bent ingelogd.',
    },
  },
});
