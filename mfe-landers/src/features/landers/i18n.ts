import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/** Texts every lander shares (a lander's own texts are in its folder). */
addResources('landers', {
  nl: {
    lander: {
      signup: 'Gratis aanmelden',
      memberAlt: '{{name}}, {{age}} jaar, uit {{city}}',
      fictionalFallback: 'fictief profiel',
    },
  },
});
