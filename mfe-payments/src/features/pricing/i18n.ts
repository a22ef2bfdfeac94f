import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('payments', {
  nl: {
    pricing: {
      intro: 'Op Hartklop betaal je met credits. Je koopt ze per pakket en gebruikt ze om berichten, fotoberichten en cadeaus te sturen.',
      loading: 'Prijzen worden geladen...',
      bundlesHeading: 'Creditpakketten',
      costsHeading: 'Wat kost wat?',
      // Issue 27: the credit cost is the unit; euros only as the lowest price ("vanaf"), at the best-value bundle.
      costs: {
        message: 'Een bericht: {{credits}}',
        photoMessage: 'Een fotobericht: {{credits}}',
        gift: 'Een cadeau: {{credits}}',
        from: 'vanaf {{price}}',
        note: 'Wat je in euro betaalt, hangt af van het pakket. „Vanaf” is de prijs bij het voordeligste pakket ({{price}} per credit).',
      },
      vat: 'Prijzen voor {{country}}, inclusief {{rate}}% btw.',
      // The countries the sites sell in (utils/vatLine.ts): the name with its article or case in each language.
      vatIn: {
        NL: 'Prijzen voor Nederland, inclusief {{rate}}% btw.',
        BE: 'Prijzen voor België, inclusief {{rate}}% btw.',
      },
      premiumHeading: 'Wat is premium?',
      toPremium: 'Meer over premium',
    },
    /** SPEC §1, §6, §9: what premium gives. */
    premiumPoints: {
      first: 'Je wordt premium lid met je eerste aankoop van een creditpakket, welk pakket je ook kiest.',
      photos: "Je ziet alle foto's van andere leden.",
      ownPhotos: "Je kunt 25 foto's op je profiel zetten in plaats van 3.",
      // SPEC §9: premium said to give 46 percent more chance of a match.
      chance: 'Premium leden hebben 46% meer kans op een match.',
    },
    premium: {
      intro: 'Als premium lid haal je meer uit Hartklop. Je hoeft er niets apart voor te regelen: met je eerste creditpakket ben je premium.',
      /** To a premium member: what they have, and topping up credits. */
      member: {
        heading: 'Je bent premium lid',
        intro: 'Dit heb je als premium lid. Credits voor berichten, fotoberichten en cadeaus koop je bij wanneer je wilt.',
        cta: 'Credits bijkopen',
      },
      cta: 'Kies een creditpakket',
    },
    bundle: {
      bestValue: 'Beste koop',
      perCredit: '{{price}} per credit',
      choose: 'Kies {{count}} credits',
    },
    credits: {
      loading: 'Creditpakketten worden geladen...',
      balance_one: 'Je hebt nu {{count}} credit.',
      balance_other: 'Je hebt nu {{count}} credits.',
      becomePremium: 'Met je eerste aankoop word je ook premium lid.',
      whatIsPremium: 'Wat is premium?',
      repeat: 'Vorige bestelling herhalen',
      empty: 'Er zijn op dit moment geen creditpakketten voor jouw land.',
      emptyAction: 'Naar de prijzen',
      listLabel: 'Creditpakketten',
    },
  },
});
