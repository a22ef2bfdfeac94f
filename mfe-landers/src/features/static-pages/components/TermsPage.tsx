import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { joinList, siteTextValues, type SiteDetails } from '../utils/siteDetails';
import { termsVersionDate } from '../utils/termsVersionDate';
import CompanyDetails from './CompanyDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import { useRich } from './Rich';
import StaticPage from './StaticPage';
import '../i18n';
import '../texts/terms';

const version = ({ company }: SiteDetails) => termsVersionDate(company.added);

function TermsText({ details }: { details: SiteDetails }) {
  const { t } = useT('landers');
  const { company, settings } = details;
  const values = siteTextValues(details);
  const { phone } = values;
  const tradenames =
    company.tradenames.length > 0 ? t('pages.terms.tradenames', { names: joinList(company.tradenames) }) : '';
  const r = useRich('pages.terms', {
    ...values,
    domain: settings.domain,
    company: company.name,
    tradenames,
    address: company.address,
    city: company.city,
    kvk: company.kvk,
  });
  const strong = { 0: <strong /> };
  return (
    <>
      <p>{r('intro')}</p>

      <h2>{r('h1')}</h2>
      <ul>
        <li>{r('d1', strong)}</li>
        <li>{r('d2', strong)}</li>
        <li>{r('d3', strong)}</li>
        <li>{r('d4', strong)}</li>
        <li>{r('d5', strong)}</li>
        <li>{r('d6', strong)}</li>
      </ul>

      <h2>{r('h2')}</h2>
      <p>
        {r('p2', {
          1: <AppLink href="/pages/privacy" />,
          2: <AppLink href="/pages/cookies" />,
          3: <AppLink href="/pages/return-policy" />,
        })}
      </p>

      <h2>{r('h3')}</h2>
      <ul>
        <li>{r('l3a', strong)}</li>
        <li>{r('l3b')}</li>
        <li>{r('l3c')}</li>
        <li>{r('l3d')}</li>
        <li>{r('l3e')}</li>
      </ul>

      <h2>{r('h4')}</h2>
      <p>{r('p4a')}</p>
      <p>{r('p4b')}</p>

      <h2>{r('h5')}</h2>
      <p>{settings.fictional_warning}</p>
      <p>{r('p5')}</p>

      <h2>{r('h6')}</h2>
      <ul>
        <li>{r('l6a')}</li>
        <li>{r('l6b', { 1: <AppLink href="/pricing" /> })}</li>
        <li>{r('l6c')}</li>
        <li>{r('l6d')}</li>
        <li>{r('l6e')}</li>
      </ul>

      <h2>{r('h7')}</h2>
      <p>{r('p7')}</p>

      <h2>{r('h8')}</h2>
      <p>{r('p8', { 0: <strong />, 1: <strong />, 2: <AppLink href="/pages/return-policy" /> })}</p>

      <h2>{r('h9')}</h2>
      <p>{r('p9a')}</p>
      <ul>
        <li>{r('l9a')}</li>
        <li>{r('l9b')}</li>
        <li>{r('l9c')}</li>
        <li>{r('l9d')}</li>
        <li>{r('l9e')}</li>
        <li>{r('l9f')}</li>
        <li>{r('l9g')}</li>
      </ul>
      <p>{r('p9b')}</p>

      <h2>{r('h10')}</h2>
      <ul>
        <li>{r('l10a', { 1: <AppLink href="/pages/ban" /> })}</li>
        <li>{r('l10b')}</li>
      </ul>

      <h2>{r('h11')}</h2>
      <p>{r('p11')}</p>

      <h2>{r('h12')}</h2>
      <p>{r('p12', { 1: <AppLink href="/pages/privacy" /> })}</p>

      <h2>{r('h13')}</h2>
      <p>
        {r(
          'p13',
          { 1: <EmailLink email={settings.support_email} />, 2: <AppLink href="/complaints" /> },
          { orPhone: phone ? r('orPhone', { 1: <PhoneLink phone={phone} /> }) : null },
        )}
      </p>

      <h2>{r('h14')}</h2>
      <p>{r('p14')}</p>

      <h2>{r('h15')}</h2>
      <p>{r('p15')}</p>

      <h2>{t('pages.contactHeading')}</h2>
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
