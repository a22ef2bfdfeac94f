import { addResources } from 'shared-kernel/i18n';

/** Titles of the mfe-auth routes (the pages themselves follow in later issues). */
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
      },
    },
  },
});
