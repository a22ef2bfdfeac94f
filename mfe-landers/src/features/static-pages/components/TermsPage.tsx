import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { capitalise, joinDutch, supportPhone, type SiteDetails } from '../utils/siteDetails';
import { termsVersionDate } from '../utils/termsVersionDate';
import CompanyDetails from './CompanyDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import StaticPage from './StaticPage';
import '../i18n';

const version = ({ company }: SiteDetails) => termsVersionDate(company.added);

function TermsText({ details }: { details: SiteDetails }) {
  const { company, settings } = details;
  const site = settings.name;
  const phone = supportPhone(details);
  const tradenames = company.tradenames.length > 0 ? ` (handelend onder de naam ${joinDutch(company.tradenames)})` : '';
  return (
    <>
      <p>
        Deze algemene voorwaarden gelden voor het gebruik van {site} ({settings.domain}). {site} is een dienst van{' '}
        {company.name}
        {tradenames}, gevestigd aan {company.address} in {company.city}, ingeschreven bij de Kamer van Koophandel onder
        nummer {company.kvk}. Lees deze voorwaarden goed door voordat je je aanmeldt. Door je aan te melden ga je
        ermee akkoord.
      </p>

      <h2>1. Begrippen</h2>
      <ul>
        <li>
          <strong>Wij, ons, {site}:</strong> {company.name}, de aanbieder van de dienst.
        </li>
        <li>
          <strong>Dienst:</strong> de website {settings.domain} en alles wat je daarop kunt doen, zoals een profiel
          aanmaken, leden zoeken, liken, chatten en cadeaus sturen.
        </li>
        <li>
          <strong>Lid:</strong> iedereen die zich heeft aangemeld en een account heeft.
        </li>
        <li>
          <strong>Credits:</strong> het digitale tegoed waarmee je betaalt voor berichten en andere betaalde functies.
        </li>
        <li>
          <strong>Premium lid:</strong> een lid dat ten minste één keer credits heeft gekocht.
        </li>
        <li>
          <strong>{capitalise(settings.fictional_plural)}:</strong> profielen die niet van een echt lid zijn, maar door
          of namens ons worden beheerd (zie artikel 5).
        </li>
      </ul>

      <h2>2. Toepasselijkheid</h2>
      <p>
        Deze voorwaarden zijn van toepassing op elk bezoek aan en elk gebruik van de dienst en op elke aankoop van
        credits. Afwijkende afspraken gelden alleen als wij die schriftelijk of per e-mail hebben bevestigd. Onze{' '}
        <AppLink href="/pages/privacy">privacyverklaring</AppLink>, ons{' '}
        <AppLink href="/pages/cookies">cookiebeleid</AppLink> en ons{' '}
        <AppLink href="/pages/return-policy">retourbeleid</AppLink> horen bij deze voorwaarden.
      </p>

      <h2>3. Leeftijd en aanmelding</h2>
      <ul>
        <li>
          {site} is uitsluitend bedoeld voor volwassenen. Je moet <strong>18 jaar of ouder</strong> zijn om je aan te
          melden en de dienst te gebruiken. Wij verwijderen accounts van minderjarigen zodra we dat ontdekken.
        </li>
        <li>Aanmelden is gratis. Je geeft bij het aanmelden juiste en actuele gegevens op.</li>
        <li>
          Je account is persoonlijk. Je deelt je wachtwoord met niemand en je bent verantwoordelijk voor alles wat
          met je account gebeurt. Vermoed je misbruik, meld het ons dan direct.
        </li>
        <li>Je mag maar één account hebben. Een account is niet overdraagbaar.</li>
        <li>
          Na het aanmelden sturen we je een e-mail om je e-mailadres te bevestigen. Zolang je e-mailadres niet is
          bevestigd, kunnen andere leden niet op je berichten reageren.
        </li>
      </ul>

      <h2>4. De dienst</h2>
      <p>
        Met {site} kun je een profiel met foto&apos;s aanmaken, leden zoeken, profielen liken, matches maken en chatten.
        Een gratis lid kan maximaal 3 foto&apos;s plaatsen en met maximaal 2 leden zelf een gesprek beginnen; een premium
        lid kan 25 foto&apos;s plaatsen en alle functies en foto&apos;s van andere leden gebruiken. Wij doen ons best om
        de dienst altijd beschikbaar te houden, maar kunnen niet garanderen dat die zonder onderbrekingen of fouten
        werkt. Wij mogen de dienst aanpassen, bijvoorbeeld om hem te verbeteren of te beveiligen.
      </p>
      <p>
        Wij garanderen niet dat je via {site} een date, een relatie of een bepaald aantal reacties krijgt. Hoe
        contacten verlopen, hangt af van jou en van de andere leden.
      </p>

      <h2>5. {capitalise(settings.fictional_plural)}</h2>
      <p>{settings.fictional_warning}</p>
      <p>
        {capitalise(settings.fictional_plural)} zijn bedoeld voor entertainment en om het gesprek op gang te houden.
        Met een {settings.fictional_singular} kun je niet fysiek afspreken. Berichten aan en van{' '}
        {settings.fictional_plural} kosten evenveel credits als andere berichten. Door je aan te melden bevestig je
        dat je dit weet en ermee akkoord gaat.
      </p>

      <h2>6. Credits</h2>
      <ul>
        <li>
          Voor het versturen van berichten en voor sommige andere functies heb je credits nodig. Een bericht kost{' '}
          {settings.message_credits} credits, een foto in een gesprek {settings.photo_credits} credits en een cadeau{' '}
          {settings.gift_credits} credits. Voordat je iets verstuurt dat credits kost, zie je hoeveel credits je hebt.
        </li>
        <li>
          Credits koop je in bundels. De actuele prijzen vind je op de{' '}
          <AppLink href="/pricing">prijzenpagina</AppLink>. Alle prijzen zijn in euro&apos;s en inclusief btw.
        </li>
        <li>
          Credits zijn alleen te gebruiken op {site}, zijn persoonlijk en niet overdraagbaar, en worden niet in geld
          uitgekeerd, behalve in de gevallen van artikel 8.
        </li>
        <li>
          Verbruikte credits worden direct van je tegoed afgeschreven. Credits die je bij een actie of kortingscode
          extra hebt gekregen, worden als eerste verbruikt.
        </li>
        <li>Er is geen abonnement: je koopt alleen credits wanneer jij dat wilt en je zit nergens aan vast.</li>
      </ul>

      <h2>7. Betalen</h2>
      <p>
        Je kunt betalen met onder meer iDEAL, Bancontact, creditcard, PayPal, Apple Pay, Paysafecard,
        bankoverschrijving en automatische incasso. De betaling loopt via een erkende betaaldienstverlener. Je
        credits staan op je account zodra de betaling is bevestigd. Na je eerste aankoop ben je premium lid. Als een
        betaling wordt teruggeboekt of mislukt, mogen wij de bijbehorende credits weer van je tegoed afhalen en je
        account blokkeren tot het openstaande bedrag is betaald.
      </p>

      <h2>8. Herroepingsrecht en terugbetaling</h2>
      <p>
        Credits zijn digitale inhoud die direct na je betaling wordt geleverd. Bij het kopen vragen we je uitdrukkelijk
        in te stemmen met directe levering; daarmee vervalt het wettelijke herroepingsrecht. Toch krijg je je geld
        terug voor credits die je nog <strong>niet</strong> hebt gebruikt, als je dat binnen{' '}
        <strong>{settings.refund_days} dagen</strong> na de aankoop aanvraagt. Hoe dat werkt, lees je in ons{' '}
        <AppLink href="/pages/return-policy">retourbeleid</AppLink>.
      </p>

      <h2>9. Gedragsregels</h2>
      <p>Wij willen dat iedereen zich veilig en prettig voelt. Het is daarom niet toegestaan om:</p>
      <ul>
        <li>andere leden lastig te vallen, te bedreigen, te discrimineren of te beledigen;</li>
        <li>je voor te doen als iemand anders of foto&apos;s te plaatsen die niet van jou zijn;</li>
        <li>foto&apos;s of teksten te plaatsen die onwettig zijn of waarop minderjarigen staan;</li>
        <li>reclame te maken, te verkopen, te werven of leden naar andere websites te lokken;</li>
        <li>leden om geld of betaalgegevens te vragen;</li>
        <li>persoonlijke gegevens van anderen te delen zonder hun toestemming;</li>
        <li>de dienst te verstoren, automatisch uit te lezen of te misbruiken.</li>
      </ul>
      <p>
        Je kunt een lid dat zich niet aan deze regels houdt blokkeren en aan ons melden. Geblokkeerde leden zien je
        profiel niet meer en kunnen je geen berichten meer sturen.
      </p>

      <h2>10. Blokkeren en beëindigen</h2>
      <ul>
        <li>
          Overtreed je deze voorwaarden, dan mogen wij je profiel of berichten verwijderen en je account tijdelijk of
          definitief blokkeren. Bij een blokkering wegens een overtreding vervallen je credits. Meer hierover lees je op
          de pagina <AppLink href="/pages/ban">account geblokkeerd</AppLink>.
        </li>
        <li>
          Je kunt je account op elk moment zelf verwijderen via je profiel. Je account wordt dan eerst 14 dagen
          bewaard: in die periode kun je het heractiveren via de link in de e-mail die je van ons krijgt. Daarna
          verwijderen we je account definitief, met je profiel, foto&apos;s, berichten en resterende credits.
        </li>
      </ul>

      <h2>11. Aansprakelijkheid</h2>
      <p>
        Wij zijn niet aansprakelijk voor wat leden op {site} plaatsen of onderling afspreken, ook niet voor wat er
        gebeurt bij een ontmoeting buiten {site}. Spreek je met iemand af, doe dat dan op een openbare plek en vertel
        iemand in je omgeving waar je bent. Onze aansprakelijkheid is in alle gevallen beperkt tot het bedrag dat je
        in de twaalf maanden vóór de schade aan ons hebt betaald, behalve bij opzet of grove schuld van onze kant.
      </p>

      <h2>12. Privacy</h2>
      <p>
        Wij gaan zorgvuldig om met je persoonsgegevens en houden ons aan de Algemene verordening
        gegevensbescherming (AVG). In de <AppLink href="/pages/privacy">privacyverklaring</AppLink> lees je welke
        gegevens we verwerken en waarom.
      </p>

      <h2>13. Vragen en klachten</h2>
      <p>
        Heb je een vraag of een klacht? Neem contact op met onze klantenservice via{' '}
        <EmailLink email={settings.support_email} />
        {phone && (
          <>
            {' '}
            of telefonisch via <PhoneLink phone={phone} />
          </>
        )}
        , of gebruik het <AppLink href="/complaints">klachtenformulier</AppLink>. We reageren binnen 14 dagen op een
        klacht. Komen we er samen niet uit, dan kun je het geschil voorleggen aan de bevoegde rechter.
      </p>

      <h2>14. Wijzigingen</h2>
      <p>
        Wij mogen deze voorwaarden wijzigen. Belangrijke wijzigingen laten we je ten minste 30 dagen van tevoren weten
        per e-mail of op de website. Ga je niet akkoord met een wijziging, dan kun je je account verwijderen en betalen
        we je het bedrag voor je ongebruikte credits terug.
      </p>

      <h2>15. Toepasselijk recht</h2>
      <p>
        Op deze voorwaarden is Nederlands recht van toepassing. Woon je in België of een ander land van de Europese
        Unie, dan behoud je de bescherming die het consumentenrecht van jouw land je geeft.
      </p>

      <h2>Contact- en bedrijfsgegevens</h2>
      <CompanyDetails details={details} />
    </>
  );
}

export default function TermsPage() {
  const { t } = useT('landers');
  return (
    <StaticPage title={t('pages.titles.terms')} version={version}>
      {(details) => <TermsText details={details} />}
    </StaticPage>
  );
}
