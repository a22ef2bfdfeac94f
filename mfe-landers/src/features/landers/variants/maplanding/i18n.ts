import { addResources } from 'shared-kernel/i18n';
import '../../../../locales/register';

addResources('landers', {
  nl: {
    maplanding: {
      eyebrow: 'Singles op de kaart',
      listLabel: 'Provincies en gewesten',
      members_one: '{{count}} lid',
      members_other: '{{count}} leden',
      membersUnknown: 'leden tellen…',
      area: '{{name}} · {{members}}',
      selectedTitle: 'Singles in {{name}}',
      selectedCount_one: '{{count}} lid in {{name}}. Meld je gratis aan om iedereen te zien.',
      selectedCount_other: '{{count}} leden in {{name}}. Meld je gratis aan om iedereen te zien.',
      loadingMembers: 'Leden uit {{name}} worden geladen...',
      noMembers: 'In {{name}} is op dit moment niemand te zien. Meld je aan en wees de eerste, of kies een provincie in de buurt.',
      memberLine: '{{name}}, {{age}} · {{city}}',
      signupIn: 'Gratis aanmelden in {{name}}',
      source: 'Kaart: Natural Earth (publiek domein).',
    },
  },
});
