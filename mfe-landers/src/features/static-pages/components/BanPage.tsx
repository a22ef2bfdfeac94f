import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { supportPhone, type SiteDetails } from '../utils/siteDetails';
import CompanyDetails from './CompanyDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import StaticPage from './StaticPage';
import '../i18n';

function BanText({ details }: { details: SiteDetails }) {
  const { settings } = details;
  const site = settings.name;
  const phone = supportPhone(details);
  return (
    <>
      <Alert variant="warning" title="Je kunt op dit moment niet inloggen op je account.">
        Je account op {site} is geblokkeerd. Zolang de blokkering geldt, is je profiel niet zichtbaar voor andere
        leden en kun je geen berichten versturen of ontvangen.
      </Alert>

      <h2>Waarom is mijn account geblokkeerd?</h2>
      <p>
        We blokkeren een account als we vermoeden dat het niet volgens onze{' '}
        <AppLink href="/pages/terms">algemene voorwaarden</AppLink> wordt gebruikt. Veelvoorkomende redenen zijn:
      </p>
      <ul>
        <li>meldingen van andere leden over lastigvallen, bedreigen of beledigen;</li>
        <li>reclame, verkoop of het doorsturen van leden naar andere websites;</li>
        <li>vragen om geld of betaalgegevens;</li>
        <li>foto&apos;s of gegevens die niet van jou zijn, of een nep-identiteit;</li>
        <li>aanwijzingen dat de gebruiker jonger is dan 18 jaar;</li>
        <li>meer dan één account per persoon;</li>
        <li>een teruggeboekte of onbetaalde betaling;</li>
        <li>misbruik van de site, zoals het automatisch versturen van berichten.</li>
      </ul>
      <p>
        Een account kan ook tijdelijk worden geblokkeerd ter bescherming, bijvoorbeeld na verdachte inlogpogingen. In
        dat geval ontvang je van ons een e-mail met uitleg.
      </p>

      <h2>Wat gebeurt er met mijn credits?</h2>
      <p>
        Bij een blokkering wegens een overtreding van de voorwaarden vervallen je credits. Wordt de blokkering
        opgeheven, dan staan je credits weer gewoon op je account. Is je account geblokkeerd door een teruggeboekte
        betaling, dan heffen we de blokkering op zodra het openstaande bedrag is voldaan.
      </p>

      <h2>Ik denk dat dit een vergissing is</h2>
      <p>
        Neem dan contact op met onze klantenservice via{' '}
        <EmailLink email={settings.support_email} subject="Account geblokkeerd" />
        {phone && (
          <>
            {' '}
            of bel <PhoneLink phone={phone} />
          </>
        )}
        . Vermeld het e-mailadres waarmee je bent aangemeld en je gebruikersnaam. We bekijken je situatie opnieuw en
        laten je binnen 14 dagen weten wat we besluiten.
      </p>
      <p>
        Maak geen nieuw account aan zolang de blokkering geldt: een nieuw account wordt dan ook geblokkeerd.
      </p>

      <h2>Contact- en bedrijfsgegevens</h2>
      <CompanyDetails details={details} />
    </>
  );
}

export default function BanPage() {
  const { t } = useT('landers');
  return <StaticPage title={t('pages.titles.ban')}>{(details) => <BanText details={details} />}</StaticPage>;
}
