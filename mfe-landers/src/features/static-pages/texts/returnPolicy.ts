import { addResources } from 'shared-kernel/i18n';
import '../../../locales/register';

/** The Dutch texts of the return policy (conventions: ../i18n.ts); loaded with that page only. */
addResources('landers', {
  nl: {
    pages: {
      returnPolicy: {
        intro:
          "Bij {{site}} koop je credits: digitaal tegoed waarmee je berichten, foto's en cadeaus verstuurt. Ben je toch niet tevreden over je aankoop? Dan krijg je je geld terug voor de credits die je nog niet hebt gebruikt, als je dat binnen <0>{{days}} dagen</0> na je aankoop aanvraagt.",
        h1: 'Wettelijk herroepingsrecht',
        p1: 'Credits zijn digitale inhoud die we direct na je betaling op je account zetten. Bij het kopen stem je in met deze directe levering en verklaar je dat je daarmee afziet van het wettelijke herroepingsrecht van 14 dagen. Ons retourbeleid hieronder gaat verder dan de wet: ook zonder herroepingsrecht betalen we ongebruikte credits terug.',
        h2: 'Wanneer krijg je je geld terug?',
        l2a: 'Je vraagt de terugbetaling aan binnen {{days}} dagen na de dag waarop je de credits hebt gekocht.',
        l2b: 'Je krijgt het bedrag terug dat hoort bij de credits uit die aankoop die je nog niet hebt gebruikt. Heb je een deel al gebruikt, dan betalen we naar verhouding terug.',
        l2c: 'Gratis credits, bonuscredits en de korting uit een actie of kortingscode betalen we niet uit.',
        l2d: 'Is je account geblokkeerd wegens een overtreding van de <1>algemene voorwaarden</1>, dan is terugbetaling niet mogelijk.',
        l2e: 'Is er iets misgegaan met je betaling, bijvoorbeeld omdat je dubbel hebt betaald of je credits niet zijn bijgeschreven, dan lossen we dat altijd op, ook na {{days}} dagen.',
        h3: 'Zo vraag je een terugbetaling aan',
        l3a: 'Stuur een e-mail naar <1>{{email}}</1>{{orPhone}}.',
        orPhone: ' of bel <1>{{phone}}</1>',
        subject: 'Terugbetaling credits',
        l3b: 'Vermeld het e-mailadres van je account, de datum van de aankoop, het bedrag en de betaalmethode. Het transactienummer vind je bij je <1>transacties</1>.',
        l3c: 'Je ontvangt binnen 5 werkdagen een bevestiging. Na onze goedkeuring halen we de ongebruikte credits van je account.',
        l3d: 'We betalen het bedrag binnen 14 dagen terug via dezelfde betaalmethode als waarmee je hebt betaald. Bij betaling met Paysafecard of een bankoverschrijving maken we het bedrag over naar je bankrekening.',
        h4: 'Terugboeken via je bank of creditcard',
        p4: 'Neem eerst contact met ons op voordat je een betaling laat terugboeken; meestal is het zo opgelost. Een terugboeking zonder overleg zien we als een onbetaalde betaling: we halen de credits dan van je account en blokkeren je account tot het bedrag is voldaan.',
        h5: 'Account verwijderen',
        p5: 'Verwijder je je account, dan vervallen je resterende credits na de herstelperiode van 14 dagen. Wil je ongebruikte credits uit een recente aankoop terug, vraag dat dan aan voordat je je account verwijdert.',
        h6: 'Vragen',
        p6: 'Kijk ook bij de <1>veelgestelde vragen</1> of neem contact op met onze <2>klantenservice</2>. {{company}} handelt elke aanvraag zorgvuldig af.',
      },
    },
  },
});
