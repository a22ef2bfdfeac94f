import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import type { SiteDetails } from '../utils/siteDetails';
import CompanyDetails from './CompanyDetails';
import { EmailLink } from './ContactLinks';
import { TableScroll } from './Prose';
import StaticPage from './StaticPage';
import '../i18n';

function CookiesText({ details }: { details: SiteDetails }) {
  const { company, settings } = details;
  const site = settings.name;
  return (
    <>
      <p>
        {site} ({settings.domain}) gebruikt cookies en vergelijkbare technieken. Op deze pagina lees je welke, waarom
        en hoe je ze zelf kunt beheren. {company.name} is verantwoordelijk voor deze cookies.
      </p>

      <h2>Wat zijn cookies?</h2>
      <p>
        Een cookie is een klein tekstbestand dat een website bij je bezoek op je computer, tablet of telefoon opslaat.
        Bij een volgend bezoek leest de website het weer uit, zodat hij bijvoorbeeld weet dat je bent ingelogd.
        Naast cookies gebruiken we de lokale opslag van je browser (local storage en session storage) voor kleine
        voorkeuren. Die werkt op dezelfde manier, maar wordt niet naar onze server gestuurd.
      </p>

      <h2>Functionele cookies</h2>
      <p>
        Deze cookies zijn nodig om de site te laten werken. Daarvoor hoeven we je volgens de Telecommunicatiewet geen
        toestemming te vragen.
      </p>
      <TableScroll>
        <table>
          <caption>Cookies van {site}</caption>
          <thead>
            <tr>
              <th scope="col">Naam</th>
              <th scope="col">Doel</th>
              <th scope="col">Bewaartermijn</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>sid</code>
              </td>
              <td>
                Houdt je ingelogd. Bevat een willekeurige code, geen persoonsgegevens; scripts op de pagina kunnen hem
                niet lezen.
              </td>
              <td>30 dagen na je laatste login, of tot je uitlogt</td>
            </tr>
            <tr>
              <td>
                <code>locale</code>
              </td>
              <td>Onthoudt in welke taal je de site wilt zien.</td>
              <td>365 dagen</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>

      <h2>Lokale opslag in je browser</h2>
      <TableScroll>
        <table>
          <caption>Wat we in je browser bewaren</caption>
          <thead>
            <tr>
              <th scope="col">Gegevens</th>
              <th scope="col">Doel</th>
              <th scope="col">Bewaartermijn</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Toegangsmelding gezien</td>
              <td>Het moment waarop je de melding bij binnenkomst hebt gesloten, zodat we die niet steeds tonen.</td>
              <td>Tot je je browsergegevens wist</td>
            </tr>
            <tr>
              <td>Gesloten meldingen</td>
              <td>
                Wanneer je een melding hebt weggeklikt, bijvoorbeeld over je profielfoto, pushberichten, uitgeschakelde
                e-mails of de welkomstbonus, zodat die niet meteen terugkomt.
              </td>
              <td>Tot je je browsergegevens wist</td>
            </tr>
            <tr>
              <td>Herkomst van je bezoek</td>
              <td>
                De partnerwebsite die je naar ons heeft doorverwezen, zodat we die partner kunnen vergoeden als je
                je aanmeldt.
              </td>
              <td>Tot je je aanmeldt of je browsergegevens wist</td>
            </tr>
            <tr>
              <td>Herladen na een update</td>
              <td>
                Het moment waarop de pagina na een update van de site opnieuw is geladen, zodat dat niet te vaak
                gebeurt.
              </td>
              <td>Tot je het tabblad sluit</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>

      <h2>Pushberichten</h2>
      <p>
        Geef je toestemming voor pushberichten, dan bewaart je browser een abonnement waarmee wij je een melding kunnen
        sturen als je een bericht of like krijgt. Je kunt dit op elk moment uitzetten bij je meldingen of in de
        instellingen van je browser.
      </p>

      <h2>Cookies van derden</h2>
      <p>
        Wanneer je credits koopt, stuurt {site} je door naar de betaalpagina van een betaaldienstverlener. Die plaatst
        daar eigen cookies om de betaling veilig af te handelen; daarvoor geldt het cookiebeleid van die partij.
      </p>

      <h2>Cookies beheren of verwijderen</h2>
      <p>
        Je kunt cookies en lokale opslag altijd verwijderen via de instellingen van je browser. Je kunt daar ook
        instellen dat je browser geen cookies accepteert. Houd er rekening mee dat je dan niet kunt inloggen op {site}
        en dat de site je voorkeuren vergeet.
      </p>

      <h2>Meer informatie</h2>
      <p>
        Hoe we met je persoonsgegevens omgaan, lees je in onze <AppLink href="/pages/privacy">privacyverklaring</AppLink>
        . Vragen over cookies kun je stellen via <EmailLink email={settings.support_email} subject="Cookies" />.
      </p>

      <h2>Contact- en bedrijfsgegevens</h2>
      <CompanyDetails details={details} />
    </>
  );
}

export default function CookiesPage() {
  const { t } = useT('landers');
  return <StaticPage title={t('pages.titles.cookies')}>{(details) => <CookiesText details={details} />}</StaticPage>;
}
