import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/** Texts every lander shares (a lander's own texts are in its folder). */
addResources('landers', {
  nl: {
    lander: {
      signup: 'Gratis aanmelden',
      memberAlt: '{{name}}, {{age}} jaar, uit {{city}}',
      fictionalFallback: 'fictief profiel',
      /** The disclosure in a language other than the site's (the site's own words: siteFictionalNotice). */
      fictionalNotice: 'Sommige profielen op {{name}} zijn fictieve profielen, beheerd door medewerkers. Je herkent ze aan het label „fictief profiel”.',
    },
  },
});
