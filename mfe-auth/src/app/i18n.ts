import '../locales/register';
import { addResources } from 'shared-kernel/i18n';

/** Titles of the mfe-auth routes (document title; the heading of a page that is not built yet). */
addResources('auth', {
  nl: {
    app: {
      titles: {
        login: 'Inloggen',
        signup: 'Aanmelden',
        signupMatches: 'Jouw eerste matches',
        completeSignup: 'Aanmelding voltooien',
        resetPassword: 'Wachtwoord vergeten',
        resetPasswordDo: 'Nieuw wachtwoord instellen',
        activateDone: 'Account geactiveerd',
        activateError: 'Activeren mislukt',
        mailChangeDo: 'E-mailadres bevestigen',
        accountDeleted: 'Account verwijderd',
        memberSignup: 'Meld je gratis aan',
        settings: 'Account',
        unsubscribe: 'Afmelden voor e-mails',
      },
    },
  },
});
