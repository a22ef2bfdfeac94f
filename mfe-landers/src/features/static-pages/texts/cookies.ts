import { addResources } from 'shared-kernel/i18n';
import '../../../locales/register';

/** The Dutch texts of the cookie policy (conventions: ../i18n.ts); loaded with that page only. */
addResources('landers', {
  nl: {
    pages: {
      cookies: {
        intro:
          '{{site}} ({{domain}}) gebruikt cookies en vergelijkbare technieken. Op deze pagina lees je welke, waarom en hoe je ze zelf kunt beheren. {{company}} is verantwoordelijk voor deze cookies.',
        h1: 'Wat zijn cookies?',
        p1: 'Een cookie is een klein tekstbestand dat een website bij je bezoek op je computer, tablet of telefoon opslaat. Bij een volgend bezoek leest de website het weer uit, zodat hij bijvoorbeeld weet dat je bent ingelogd. Naast cookies gebruiken we de lokale opslag van je browser (local storage en session storage) voor kleine voorkeuren. Die werkt op dezelfde manier, maar wordt niet naar onze server gestuurd.',
        h2: 'Functionele cookies',
        p2: 'Deze cookies zijn nodig om de site te laten werken. Daarvoor hoeven we je volgens de Telecommunicatiewet geen toestemming te vragen.',
        caption1: 'Cookies van {{site}}',
        colName: 'Naam',
        colPurpose: 'Doel',
        colRetention: 'Bewaartermijn',
        sid: 'Houdt je ingelogd. Bevat een willekeurige code, geen persoonsgegevens; scripts op de pagina kunnen hem niet lezen.',
        sidRetention: '30 dagen na je laatste login, of tot je uitlogt',
        locale: 'Onthoudt in welke taal je de site wilt zien.',
        localeRetention: '365 dagen',
        h3: 'Lokale opslag in je browser',
        caption2: 'Wat we in je browser bewaren',
        colData: 'Gegevens',
        s1: 'Toegangsmelding gezien',
        s1p: 'Het moment waarop je de melding bij binnenkomst hebt gesloten, zodat we die niet steeds tonen.',
        untilCleared: 'Tot je je browsergegevens wist',
        s2: 'Gesloten meldingen',
        s2p: 'Wanneer je een melding hebt weggeklikt, bijvoorbeeld over je profielfoto, pushberichten, uitgeschakelde e-mails of de welkomstbonus, zodat die niet meteen terugkomt.',
        s3: 'Herkomst van je bezoek',
        s3p: 'De partnerwebsite die je naar ons heeft doorverwezen, zodat we die partner kunnen vergoeden als je je aanmeldt.',
        s3r: 'Tot je je aanmeldt of je browsergegevens wist',
        s4: 'Herladen na een update',
        s4p: 'Het moment waarop de pagina na een update van de site opnieuw is geladen, zodat dat niet te vaak gebeurt.',
        s4r: 'Tot je het tabblad sluit',
        h4: 'Pushberichten',
        p4: 'Geef je toestemming voor pushberichten, dan bewaart je browser een abonnement waarmee wij je een melding kunnen sturen als je een bericht of like krijgt. Je kunt dit op elk moment uitzetten bij je meldingen of in de instellingen van je browser.',
        h5: 'Cookies van derden',
        p5: 'Wanneer je credits koopt, stuurt {{site}} je door naar de betaalpagina van een betaaldienstverlener. Die plaatst daar eigen cookies om de betaling veilig af te handelen; daarvoor geldt het cookiebeleid van die partij.',
        h6: 'Cookies beheren of verwijderen',
        p6: 'Je kunt cookies en lokale opslag altijd verwijderen via de instellingen van je browser. Je kunt daar ook instellen dat je browser geen cookies accepteert. Houd er rekening mee dat je dan niet kunt inloggen op {{site}} en dat de site je voorkeuren vergeet.',
        h7: 'Meer informatie',
        p7: 'Hoe we met je persoonsgegevens omgaan, lees je in onze <1>privacyverklaring</1>. Vragen over cookies kun je stellen via <2>{{email}}</2>.',
        subject: 'Cookies',
      },
    },
  },
});
