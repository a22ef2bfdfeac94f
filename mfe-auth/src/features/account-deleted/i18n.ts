import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('auth', {
  nl: {
    accountDeleted: {
      heading: 'Account verwijderd',
      notice: 'Je account is verwijderd. Je profiel is niet meer zichtbaar voor andere leden.',
      erasure:
        'Na {{days}} dagen wissen we je gegevens en foto\u2019s definitief. Tot die tijd kun je je account heractiveren via de link in je e-mail.',
      reactivate: 'Account heractiveren',
      reactivateIntro: 'Bedacht? Met de link uit je e-mail zet je je account terug zoals het was.',
      mailHeading: 'Stuur mij een heractivatielink',
      mailIntro: 'Geen link meer, of is die verlopen? Vul het e-mailadres van je account in.',
      email: 'E-mailadres',
      mailSubmit: 'Stuur mij een heractivatielink',
      mailSent: 'We hebben een heractivatielink gestuurd naar {{email}}.',
    },
  },
});
