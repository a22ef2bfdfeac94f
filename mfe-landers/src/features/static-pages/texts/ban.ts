import { addResources } from 'shared-kernel/i18n';
import '../../../locales/register';

/** The Dutch texts of the account-blocked page (conventions: ../i18n.ts); loaded with that page only. */
addResources('landers', {
  nl: {
    pages: {
      ban: {
        alertTitle: 'Je kunt op dit moment niet inloggen op je account.',
        alert:
          'Je account op {{site}} is geblokkeerd. Zolang de blokkering geldt, is je profiel niet zichtbaar voor andere leden en kun je geen berichten versturen of ontvangen.',
        h1: 'Waarom is mijn account geblokkeerd?',
        p1: 'We blokkeren een account als we vermoeden dat het niet volgens onze <1>algemene voorwaarden</1> wordt gebruikt. Veelvoorkomende redenen zijn:',
        l1a: 'meldingen van andere leden over lastigvallen, bedreigen of beledigen;',
        l1b: 'reclame, verkoop of het doorsturen van leden naar andere websites;',
        l1c: 'vragen om geld of betaalgegevens;',
        l1d: "foto's of gegevens die niet van jou zijn, of een nep-identiteit;",
        l1e: 'aanwijzingen dat de gebruiker jonger is dan 18 jaar;',
        l1f: 'meer dan één account per persoon;',
        l1g: 'een teruggeboekte of onbetaalde betaling;',
        l1h: 'misbruik van de site, zoals het automatisch versturen van berichten.',
        p2: 'Een account kan ook tijdelijk worden geblokkeerd ter bescherming, bijvoorbeeld na verdachte inlogpogingen. In dat geval ontvang je van ons een e-mail met uitleg.',
        h2: 'Wat gebeurt er met mijn credits?',
        p3: 'Bij een blokkering wegens een overtreding van de voorwaarden vervallen je credits. Wordt de blokkering opgeheven, dan staan je credits weer gewoon op je account. Is je account geblokkeerd door een teruggeboekte betaling, dan heffen we de blokkering op zodra het openstaande bedrag is voldaan.',
        h3: 'Ik denk dat dit een vergissing is',
        p4: 'Neem dan contact op met onze klantenservice via <1>{{email}}</1>{{orPhone}}. Vermeld het e-mailadres waarmee je bent aangemeld en je gebruikersnaam. We bekijken je situatie opnieuw en laten je binnen 14 dagen weten wat we besluiten.',
        orPhone: ' of bel <1>{{phone}}</1>',
        subject: 'Account geblokkeerd',
        p5: 'Maak geen nieuw account aan zolang de blokkering geldt: een nieuw account wordt dan ook geblokkeerd.',
      },
    },
  },
});
