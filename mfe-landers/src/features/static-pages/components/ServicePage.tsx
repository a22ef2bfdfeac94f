import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { countryName, supportPhone, type SiteDetails } from '../utils/siteDetails';
import CompanyDetails from './CompanyDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import { useRich } from './Rich';
import StaticPage from './StaticPage';
import '../i18n';
import '../texts/service';

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
  const { t } = useT('landers');
  const { company, settings } = details;
  const phone = supportPhone(details);
  const r = useRich('pages.service', { site: settings.name, days: settings.refund_days });
  return (
    <>
      <p>{r('intro')}</p>

      <Cards>
        <Card aria-labelledby="service-email">
          <h2 id="service-email">{r('email')}</h2>
          <p>
            <EmailLink email={settings.support_email} subject={t('pages.service.emailSubject', { site: settings.name })} />
          </p>
          <p>{r('emailText')}</p>
        </Card>
        {phone && (
          <Card aria-labelledby="service-phone">
            <h2 id="service-phone">{r('phone')}</h2>
            <p>
              <PhoneLink phone={phone} />
            </p>
            <p>{r('phoneText')}</p>
          </Card>
        )}
        <Card aria-labelledby="service-post">
          <h2 id="service-post">{r('post')}</h2>
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

      <h2>{r('h1')}</h2>
      <ul>
        <li>{r('faq', { 1: <AppLink href="/pages/faq" /> })}</li>
        <li>{r('reset', { 1: <AppLink href="/reset-password" /> })}</li>
        <li>{r('return', { 1: <AppLink href="/pages/return-policy" /> })}</li>
        <li>{r('notifications', { 1: <AppLink href="/notifications" /> })}</li>
        <li>{r('ban', { 1: <AppLink href="/pages/ban" /> })}</li>
      </ul>

      <h2>{r('h2')}</h2>
      <p>{r('p2', { 1: <AppLink href="/complaints" /> })}</p>

      <h2>{r('h3')}</h2>
      <p>{r('p3')}</p>

      <h2>{t('pages.company.title')}</h2>
      <CompanyDetails details={details} />
    </>
  );
}

export default function ServicePage() {
  const { t } = useT('landers');
  return <StaticPage title={t('pages.titles.service')}>{(details) => <ServiceText details={details} />}</StaticPage>;
}
