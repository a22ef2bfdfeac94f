import { addResources } from 'shared-kernel/i18n';
import '../../../../locales/register';

addResources('landers', {
  nl: {
    alonetonight: {
      clock: 'Het is nu {{time}}.',
      untilMidnight: 'Nog {{hours}} uur en {{minutes}} minuten tot middernacht.',
      afterMidnight: 'De nacht is nog jong.',
      daytime: 'Regel nu alvast gezelschap voor vanavond.',
      startersTitle: 'Wie wil jij vanavond een bericht sturen?',
      startersIntro: 'Kies iemand en een openingszin. Na je gratis aanmelding kun je het bericht versturen.',
      starters: {
        a: 'Wat ga jij vanavond nog doen?',
        b: 'Zin om samen de avond door te kletsen?',
        c: 'Ook geen zin in een avond alleen op de bank?',
      },
      send: 'Stuur {{name}}: „{{line}}”',
      empty: 'Meld je gratis aan en kijk wie er vanavond ook zin heeft in een gesprek.',
      honest: 'Berichten sturen kost credits; aanmelden en profielen bekijken is gratis.',
    },
  },
});
