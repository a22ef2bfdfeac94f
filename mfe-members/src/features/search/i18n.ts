import { addResources } from 'shared-kernel/i18n';
import '../../locales/register';

addResources('members', {
  nl: {
    search: {
      heading: 'Leden zoeken',
      filters: {
        legend: 'Zoekfilters',
        gender: 'Ik zoek',
        genderAny: 'Mannen en vrouwen',
        genderMale: 'Een man',
        genderFemale: 'Een vrouw',
        country: 'Land',
        countryAny: 'Alle landen',
        region: 'Regio',
        regionAny: "Alle regio's",
        minAge: 'Leeftijd vanaf',
        maxAge: 'Leeftijd tot en met',
        ages: '{{min}}–{{max}} jaar',
        open: 'Filters',
        submit: 'Zoeken',
        clear: 'Wissen',
      },
      results: {
        heading: 'Zoekresultaten',
        count_one: '{{count, number}} lid gevonden',
        count_other: '{{count, number}} leden gevonden',
        countCapped: 'Meer dan {{max, number}} leden gevonden',
        none: 'Er zijn geen leden gevonden die bij je filters passen. Probeer ruimere filters.',
        cleared: 'Kies je filters en klik op Zoeken.',
        loading: 'Leden worden gezocht...',
        loadingMore: 'Meer leden worden geladen...',
        more: 'Meer laden',
        similar: 'Vergelijkbare profielen',
        similarIntro: 'Deze leden passen bijna bij je filters.',
      },
      sort: {
        label: 'Sorteren',
        newest: 'Nieuwste',
        nearby: 'Dichtbij',
        online: 'Nu online',
        fallbackNearby: 'Je woonplaats is niet bekend, daarom staan de nieuwste leden bovenaan. Vul je woonplaats in bij je profiel.',
        fallbackOnline: 'Je laat zelf niet zien wanneer je online bent, daarom zie je dat ook niet van anderen. Je kunt het aanzetten bij Privacy.',
      },
      visitor: {
        text: 'Log in of meld je gratis aan om leden te zoeken en hun profielen te bekijken.',
      },
    },
  },
});
