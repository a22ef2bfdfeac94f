import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

/** Texts of the member landings /members/{id}/landing, landing2 and landing3 (issue 14 item 4). */
addResources('landers', {
  nl: {
    memberLanding: {
      loading: 'Profiel wordt geladen...',
      ageCity: '{{age}} jaar · {{city}}',
      age: '{{age}} jaar',
      noPhoto: 'Nog geen foto',
      photoAlt: 'Foto van {{name}}',
      aboutTitle: 'Over {{name}}',
      aboutEmpty: '{{name}} heeft nog niets over zichzelf geschreven.',
      cta: 'Stuur {{name}} een bericht',
      ctaMember: 'Bekijk het profiel van {{name}}',
      ctaNote: 'Gratis aanmelden, je bericht gaat meteen naar {{name}}.',
      fictionalFallback: 'fictief profiel',
      spotlight: {
        kicker: 'Maak kennis met',
      },
      chat: {
        title: 'Begin een gesprek met {{name}}',
        intro: 'Zo stelt {{name}} zich voor op {{site}}. Meld je gratis aan en stuur het eerste bericht.',
        from: 'Uit het profiel van {{name}}',
        composer: 'Schrijf {{name}} een bericht...',
        steps: 'In drie stappen',
        step1: 'Schrijf je eerste bericht',
        step2: 'Maak gratis een account aan',
        step3: 'Je bericht gaat direct naar {{name}}',
      },
      card: {
        title: '{{name}} op {{site}}',
        facts: 'Over {{name}} in het kort',
        factAge: 'Leeftijd',
        factCity: 'Woonplaats',
        factRegion: 'Provincie',
        factCountry: 'Land',
        factLooking: 'Relatie',
        interests: 'Interesses',
      },
    },
  },
});
