import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { countryName, supportPhone, type SiteDetails } from '../utils/siteDetails';
import CompanyDetails from './CompanyDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import { TableScroll } from './Prose';
import StaticPage from './StaticPage';
import '../i18n';

function PrivacyText({ details }: { details: SiteDetails }) {
  const { company, settings } = details;
  const site = settings.name;
  const phone = supportPhone(details);
  return (
    <>
      <p>
        Op {site} deel je persoonlijke informatie met ons en met andere leden. Daar gaan we zorgvuldig mee om. In
        deze privacyverklaring lees je welke persoonsgegevens we verwerken, waarom we dat doen, hoe lang we ze
        bewaren en welke rechten je hebt. We houden ons daarbij aan de Algemene verordening gegevensbescherming
        (AVG).
      </p>

      <h2>1. Wie is verantwoordelijk?</h2>
      <p>
        {company.name}, {company.address}, {company.city}, {countryName(company.country)}, ingeschreven bij de Kamer
        van Koophandel onder nummer {company.kvk}, is de verwerkingsverantwoordelijke voor de persoonsgegevens die via{' '}
        {settings.domain} worden verwerkt. Voor vragen over privacy bereik je ons via{' '}
        <EmailLink email={settings.support_email} subject="Privacy" />.
      </p>

      <h2>2. Welke gegevens verwerken we?</h2>
      <ul>
        <li>
          <strong>Accountgegevens:</strong> je e-mailadres, gebruikersnaam, geboortedatum en wachtwoord (dat we
          alleen versleuteld opslaan).
        </li>
        <li>
          <strong>Profielgegevens:</strong> je foto&apos;s, geslacht, woonland en regio, uiterlijk, relatiestatus,
          interesses en wat je verder over jezelf vertelt.
        </li>
        <li>
          <strong>Gevoelige gegevens:</strong> uit je profiel kan je seksuele voorkeur blijken. Dat is een bijzonder
          persoonsgegeven. We verwerken het alleen omdat jij het zelf op je profiel zet en daarmee uitdrukkelijk
          toestemming geeft.
        </li>
        <li>
          <strong>Berichten en activiteit:</strong> je berichten, likes, matches, cadeaus, blokkeringen en je
          instellingen voor meldingen.
        </li>
        <li>
          <strong>Betaalgegevens:</strong> je aankopen van credits, het bedrag, de betaalmethode en de status van de
          betaling. Bij automatische incasso ook de naam van de rekeninghouder, je IBAN, adres en telefoonnummer.
          Creditcardgegevens komen niet bij ons terecht: die verwerkt de betaaldienstverlener.
        </li>
        <li>
          <strong>Technische gegevens:</strong> je IP-adres, type apparaat en browser, het land waaruit je de site
          bezoekt en de partnerwebsite die je eventueel naar ons heeft doorverwezen.
        </li>
        <li>
          <strong>Locatie:</strong> alleen als je daar in je browser toestemming voor geeft, gebruiken we je locatie
          om je regio voor te stellen. Uit foto&apos;s die je uploadt verwijderen we alle verborgen gegevens, zoals de
          plaats waar de foto is gemaakt.
        </li>
      </ul>

      <h2>3. Waarvoor en op welke grondslag?</h2>
      <TableScroll>
        <table>
          <caption>Doelen van de verwerking</caption>
          <thead>
            <tr>
              <th scope="col">Doel</th>
              <th scope="col">Grondslag</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Je account aanmaken en de dienst leveren: profiel tonen, zoeken, liken, chatten</td>
              <td>Uitvoering van de overeenkomst</td>
            </tr>
            <tr>
              <td>Je seksuele voorkeur gebruiken om passende leden te tonen</td>
              <td>Uitdrukkelijke toestemming (art. 9 AVG)</td>
            </tr>
            <tr>
              <td>Credits verkopen en betalingen afhandelen</td>
              <td>Uitvoering van de overeenkomst</td>
            </tr>
            <tr>
              <td>Je e-mails en pushberichten sturen over nieuwe berichten, likes en matches</td>
              <td>Uitvoering van de overeenkomst; je kunt ze uitzetten bij je meldingen</td>
            </tr>
            <tr>
              <td>Aanbiedingen en nieuws sturen</td>
              <td>Toestemming, die je altijd kunt intrekken</td>
            </tr>
            <tr>
              <td>Misbruik, fraude en minderjarige gebruikers opsporen en de site beveiligen</td>
              <td>Gerechtvaardigd belang</td>
            </tr>
            <tr>
              <td>Partners vergoeden die bezoekers naar ons doorverwijzen</td>
              <td>Gerechtvaardigd belang</td>
            </tr>
            <tr>
              <td>Administratie bewaren voor de Belastingdienst</td>
              <td>Wettelijke verplichting</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>

      <h2>4. Wie kan je gegevens zien?</h2>
      <p>
        Andere leden zien je profiel: je gebruikersnaam, leeftijd, foto&apos;s, regio en wat je over jezelf schrijft.
        Je e-mailadres, geboortedatum en betaalgegevens zijn nooit zichtbaar voor andere leden. Met de privacymodus en
        de onzichtbare modus bepaal je zelf hoe zichtbaar je bent, en je kunt leden blokkeren.
      </p>
      <p>
        We delen gegevens alleen met partijen die ons helpen de dienst te leveren, zoals onze hostingpartij, de
        verzender van onze e-mails en de betaaldienstverleners. Met hen hebben we verwerkersovereenkomsten gesloten.
        We verkopen je gegevens nooit. Gegevens gaan alleen naar een land buiten de Europese Economische Ruimte als
        daar passende waarborgen voor zijn, zoals de standaardcontractbepalingen van de Europese Commissie. Als de
        wet ons verplicht gegevens te verstrekken, bijvoorbeeld aan de politie, doen we dat.
      </p>

      <h2>5. Hoe lang bewaren we je gegevens?</h2>
      <ul>
        <li>
          Zolang je account bestaat. Verwijder je je account, dan bewaren we het nog 14 dagen zodat je het kunt
          heractiveren. Daarna verwijderen we je profiel, foto&apos;s en berichten.
        </li>
        <li>
          Gegevens over betalingen bewaren we 7 jaar, omdat de fiscale wetgeving dat verplicht.
        </li>
        <li>Gegevens over een blokkering wegens misbruik bewaren we zo lang als nodig is om herhaling te voorkomen.</li>
        <li>Technische logbestanden bewaren we maximaal 6 maanden.</li>
      </ul>

      <h2>6. Beveiliging</h2>
      <p>
        We beveiligen je gegevens met passende technische en organisatorische maatregelen. De site werkt alleen via
        een versleutelde verbinding, wachtwoorden slaan we versleuteld op en alleen medewerkers die het voor hun werk
        nodig hebben, kunnen bij persoonsgegevens. Merk je iets wat op een datalek lijkt, laat het ons dan meteen
        weten.
      </p>

      <h2>7. Cookies</h2>
      <p>
        We gebruiken cookies en vergelijkbare technieken om de site te laten werken en om je voorkeuren te onthouden.
        Welke dat zijn, lees je in ons <AppLink href="/pages/cookies">cookiebeleid</AppLink>.
      </p>

      <h2>8. Je rechten</h2>
      <p>Op grond van de AVG heb je het recht om:</p>
      <ul>
        <li>je gegevens in te zien;</li>
        <li>onjuiste gegevens te laten verbeteren (veel kun je zelf aanpassen in je profiel);</li>
        <li>je gegevens te laten verwijderen, bijvoorbeeld door je account te verwijderen;</li>
        <li>de verwerking te laten beperken;</li>
        <li>je gegevens in een gangbaar bestandsformaat te ontvangen (dataportabiliteit);</li>
        <li>bezwaar te maken tegen verwerking op grond van gerechtvaardigd belang;</li>
        <li>je toestemming in te trekken, zonder dat dat gevolgen heeft voor de verwerking daarvoor.</li>
      </ul>
      <p>
        Stuur je verzoek naar <EmailLink email={settings.support_email} subject="Privacyverzoek" />
        {phone && (
          <>
            {' '}
            of bel ons op <PhoneLink phone={phone} />
          </>
        )}
        . We kunnen je vragen je identiteit aan te tonen en reageren binnen een maand. Ben je niet tevreden over hoe
        we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens in Nederland of
        de Gegevensbeschermingsautoriteit in België.
      </p>

      <h2>9. Minderjarigen</h2>
      <p>
        {site} is alleen voor mensen van 18 jaar en ouder. We verwerken niet bewust gegevens van minderjarigen.
        Ontdekken we dat een lid jonger is dan 18, dan verwijderen we het account.
      </p>

      <h2>10. Wijzigingen</h2>
      <p>
        We kunnen deze privacyverklaring aanpassen, bijvoorbeeld als de dienst verandert. Bij belangrijke wijzigingen
        laten we het je vooraf weten. Lees ook onze <AppLink href="/pages/terms">algemene voorwaarden</AppLink>.
      </p>

      <h2>Contact- en bedrijfsgegevens</h2>
      <CompanyDetails details={details} />
    </>
  );
}

export default function PrivacyPage() {
  const { t } = useT('landers');
  return (
    <StaticPage title={t('pages.titles.privacy')}>{(details) => <PrivacyText details={details} />}</StaticPage>
  );
}
