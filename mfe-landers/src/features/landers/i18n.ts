import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/** Texts every lander shares (a lander's own texts are in its folder). */
addResources('landers', {
  nl: {
    lander: {
      signup: 'Gratis aanmelden',
      memberAlt: '{{name}}, {{age}} jaar, uit {{city}}',
      fictionalFallback: 'fictief profiel',
      /** A lander's document title and its headline when its campaign has none. */
      titles: {
        alonetonight: 'Vanavond niet alleen',
        collagelanding: 'Singles in beeld',
        gallery: 'Fotogalerij van singles',
        iconslanding: 'Ontdek Hartklop',
        maplanding: 'Singles bij jou in de buurt',
        socialnetwork: 'Het sociale netwerk voor singles',
        tinderswipe: 'Swipe en match',
        transitionsvideolanding: 'Daten in beeld',
        video: 'Hartklop in beeld',
      },
      /** The disclosure in a language other than the site's (the site's own words: siteFictionalNotice). */
      fictionalNotice: 'Sommige profielen op {{name}} zijn fictieve profielen, beheerd door medewerkers. Je herkent ze aan het label „fictief profiel”.',
    },
  },
});
