import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { countryName, supportPhone, type SiteDetails } from '../utils/siteDetails';
import CompanyDetails from './CompanyDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import StaticPage from './StaticPage';
import '../i18n';

const Cards = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
  margin: 0 0 1.5rem;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.section`
  padding: 20px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-top: 4px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  && > h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  && > p {
    margin: 0 0 8px;
  }
  && > p:last-child {
    margin: 0;
  }
`;

const Address = styled.address`
  font-style: normal;
`;

function ServiceText({ details }: { details: SiteDetails }) {
  const { company, settings } = details;
  const phone = supportPhone(details);
  return (
    <>
      <p>
        Heb je een vraag over je account, je credits of een betaling? Of wil je iets melden? Onze klantenservice helpt
        je graag. Vermeld bij je vraag altijd het e-mailadres waarmee je bent aangemeld, dan kunnen we je sneller
        helpen.
      </p>

      <Cards>
        <Card aria-labelledby="service-email">
          <h2 id="service-email">E-mail</h2>
          <p>
            <EmailLink email={settings.support_email} subject={`Vraag over ${settings.name}`} />
          </p>
          <p>We beantwoorden je e-mail zo snel mogelijk, meestal binnen één werkdag.</p>
        </Card>
        {phone && (
          <Card aria-labelledby="service-phone">
            <h2 id="service-phone">Telefoon</h2>
            <p>
              <PhoneLink phone={phone} />
            </p>
            <p>Bereikbaar op werkdagen. Je betaalt je gebruikelijke belkosten.</p>
          </Card>
        )}
        <Card aria-labelledby="service-post">
          <h2 id="service-post">Post</h2>
          <Address>
            {company.name}
            <br />
            {company.address}
            <br />
            {company.city}
            <br />
            {countryName(company.country)}
          </Address>
        </Card>
      </Cards>

      <h2>Misschien vind je het antwoord hier</h2>
      <ul>
        <li>
          <AppLink href="/pages/faq">Veelgestelde vragen</AppLink> over aanmelden, credits, betalen en privacy
        </li>
        <li>
          <AppLink href="/reset-password">Wachtwoord vergeten</AppLink>: stel zelf een nieuw wachtwoord in
        </li>
        <li>
          <AppLink href="/pages/return-policy">Retourbeleid</AppLink>: geld terug voor ongebruikte credits binnen{' '}
          {settings.refund_days} dagen
        </li>
        <li>
          <AppLink href="/notifications">Meldingen</AppLink>: kies welke e-mails en pushberichten je ontvangt
        </li>
        <li>
          <AppLink href="/pages/ban">Account geblokkeerd</AppLink>: wat dit betekent en wat je kunt doen
        </li>
      </ul>

      <h2>Een klacht indienen</h2>
      <p>
        Ben je ergens niet tevreden over? Laat het ons weten via het{' '}
        <AppLink href="/complaints">klachtenformulier</AppLink> of per e-mail. We reageren binnen 14 dagen op je
        klacht.
      </p>

      <h2>Misbruik melden</h2>
      <p>
        Gedraagt een lid zich ongepast, vraagt iemand je om geld of vermoed je dat een lid jonger is dan 18? Blokkeer
        het lid via zijn of haar profiel en stuur ons een e-mail met de gebruikersnaam. We onderzoeken elke melding.
      </p>

      <h2>Bedrijfsgegevens</h2>
      <CompanyDetails details={details} />
    </>
  );
}

export default function ServicePage() {
  const { t } = useT('landers');
  return <StaticPage title={t('pages.titles.service')}>{(details) => <ServiceText details={details} />}</StaticPage>;
}
