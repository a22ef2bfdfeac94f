import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('auth', {
  nl: {
    login: {
      heading: 'Inloggen',
      intro: 'Log in met het e-mailadres en wachtwoord van je account.',
      email: 'E-mailadres',
      password: 'Wachtwoord',
      submit: 'Inloggen',
      forgotPassword: 'Wachtwoord vergeten?',
      noAccount: 'Nog geen account?',
      signup: 'Meld je gratis aan',
      reactivate: 'Account heractiveren',
      errors: {
        emailRequired: 'Vul je e-mailadres in.',
        passwordRequired: 'Vul je wachtwoord in.',
      },
    },
  },
});
