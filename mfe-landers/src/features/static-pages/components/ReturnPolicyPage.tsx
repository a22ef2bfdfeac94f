import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { supportPhone, type SiteDetails } from '../utils/siteDetails';
import CompanyDetails from './CompanyDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import StaticPage from './StaticPage';
import '../i18n';

function ReturnPolicyText({ details }: { details: SiteDetails }) {
  const { company, settings } = details;
  const site = settings.name;
  const days = settings.refund_days;
  const phone = supportPhone(details);
  return (
    <>
      <p>
        Bij {site} koop je credits: digitaal tegoed waarmee je berichten, foto&apos;s en cadeaus verstuurt. Ben je
        toch niet tevreden over je aankoop? Dan krijg je je geld terug voor de credits die je nog niet hebt gebruikt,
        als je dat binnen <strong>{days} dagen</strong> na je aankoop aanvraagt.
      </p>

      <h2>Wettelijk herroepingsrecht</h2>
      <p>
        Credits zijn digitale inhoud die we direct na je betaling op je account zetten. Bij het kopen stem je in met
        deze directe levering en verklaar je dat je daarmee afziet van het wettelijke herroepingsrecht van 14 dagen.
        Ons retourbeleid hieronder gaat verder dan de wet: ook zonder herroepingsrecht betalen we ongebruikte credits
        terug.
      </p>

      <h2>Wanneer krijg je je geld terug?</h2>
      <ul>
        <li>
          Je vraagt de terugbetaling aan binnen {days} dagen na de dag waarop je de credits hebt gekocht.
        </li>
        <li>
          Je krijgt het bedrag terug dat hoort bij de credits uit die aankoop die je nog niet hebt gebruikt. Heb je een
          deel al gebruikt, dan betalen we naar verhouding terug.
        </li>
        <li>
          Gratis credits, bonuscredits en de korting uit een actie of kortingscode betalen we niet uit.
        </li>
        <li>
          Is je account geblokkeerd wegens een overtreding van de{' '}
          <AppLink href="/pages/terms">algemene voorwaarden</AppLink>, dan is terugbetaling niet mogelijk.
        </li>
        <li>
          Is er iets misgegaan met je betaling, bijvoorbeeld omdat je dubbel hebt betaald of je credits niet zijn
          bijgeschreven, dan lossen we dat altijd op, ook na {days} dagen.
        </li>
      </ul>

      <h2>Zo vraag je een terugbetaling aan</h2>
      <ol>
        <li>
          Stuur een e-mail naar <EmailLink email={settings.support_email} subject="Terugbetaling credits" />
          {phone && (
            <>
              {' '}
              of bel <PhoneLink phone={phone} />
            </>
          )}
          .
        </li>
        <li>
          Vermeld het e-mailadres van je account, de datum van de aankoop, het bedrag en de betaalmethode. Het
          transactienummer vind je bij je <AppLink href="/transactions">transacties</AppLink>.
        </li>
        <li>
          Je ontvangt binnen 5 werkdagen een bevestiging. Na onze goedkeuring halen we de ongebruikte credits van je
          account.
        </li>
        <li>
          We betalen het bedrag binnen 14 dagen terug via dezelfde betaalmethode als waarmee je hebt betaald. Bij
          betaling met Paysafecard of een bankoverschrijving maken we het bedrag over naar je bankrekening.
        </li>
      </ol>

      <h2>Terugboeken via je bank of creditcard</h2>
      <p>
        Neem eerst contact met ons op voordat je een betaling laat terugboeken; meestal is het zo opgelost. Een
        terugboeking zonder overleg zien we als een onbetaalde betaling: we halen de credits dan van je account en
        blokkeren je account tot het bedrag is voldaan.
      </p>

      <h2>Account verwijderen</h2>
      <p>
        Verwijder je je account, dan vervallen je resterende credits na de herstelperiode van 14 dagen. Wil je
        ongebruikte credits uit een recente aankoop terug, vraag dat dan aan voordat je je account verwijdert.
      </p>

      <h2>Vragen</h2>
      <p>
        Kijk ook bij de <AppLink href="/pages/faq">veelgestelde vragen</AppLink> of neem contact op met onze{' '}
        <AppLink href="/pages/service">klantenservice</AppLink>. {company.name} handelt elke aanvraag zorgvuldig af.
      </p>

      <h2>Contact- en bedrijfsgegevens</h2>
      <CompanyDetails details={details} />
    </>
  );
}

export default function ReturnPolicyPage() {
  const { t } = useT('landers');
  return (
    <StaticPage title={t('pages.titles.returnPolicy')}>
      {(details) => <ReturnPolicyText details={details} />}
    </StaticPage>
  );
}
