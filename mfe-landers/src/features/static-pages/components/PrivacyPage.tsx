import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { countryName, supportPhone, type SiteDetails } from '../utils/siteDetails';
import CompanyDetails from './CompanyDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import { TableScroll } from './Prose';
import { useRich } from './Rich';
import StaticPage from './StaticPage';
import '../i18n';
import '../texts/privacy';

/** The purposes of processing (rows of the table in section 3): purpose key, legal basis key. */
const PURPOSES = [
  ['r1', 'b1'],
  ['r2', 'b2'],
  ['r3', 'b3'],
  ['r4', 'b4'],
  ['r5', 'b5'],
  ['r6', 'b6'],
  ['r7', 'b7'],
  ['r8', 'b8'],
] as const;

function PrivacyText({ details }: { details: SiteDetails }) {
  const { t } = useT('landers');
  const { company, settings } = details;
  const phone = supportPhone(details);
  const r = useRich('pages.privacy', {
    site: settings.name,
    domain: settings.domain,
    company: company.name,
    address: company.address,
    city: company.city,
    country: countryName(company.country),
    kvk: company.kvk,
    email: settings.support_email,
    phone,
  });
  const strong = { 0: <strong /> };
  return (
    <>
      <p>{r('intro')}</p>

      <h2>{r('h1')}</h2>
      <p>{r('p1', { 1: <EmailLink email={settings.support_email} subject={t('pages.privacy.subject')} /> })}</p>

      <h2>{r('h2')}</h2>
      <ul>
        <li>{r('l2a', strong)}</li>
        <li>{r('l2b', strong)}</li>
        <li>{r('l2c', strong)}</li>
        <li>{r('l2d', strong)}</li>
        <li>{r('l2e', strong)}</li>
        <li>{r('l2f', strong)}</li>
        <li>{r('l2g', strong)}</li>
      </ul>

      <h2>{r('h3')}</h2>
      <TableScroll>
        <table>
          <caption>{r('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{r('colPurpose')}</th>
              <th scope="col">{r('colBasis')}</th>
            </tr>
          </thead>
          <tbody>
            {PURPOSES.map(([purpose, basis]) => (
              <tr key={purpose}>
                <td>{r(purpose)}</td>
                <td>{r(basis)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <h2>{r('h4')}</h2>
      <p>{r('p4a')}</p>
      <p>{r('p4b')}</p>

      <h2>{r('h5')}</h2>
      <ul>
        <li>{r('l5a')}</li>
        <li>{r('l5b')}</li>
        <li>{r('l5c')}</li>
        <li>{r('l5d')}</li>
      </ul>

      <h2>{r('h6')}</h2>
      <p>{r('p6')}</p>

      <h2>{r('h7')}</h2>
      <p>{r('p7', { 1: <AppLink href="/pages/cookies" /> })}</p>

      <h2>{r('h8')}</h2>
      <p>{r('p8a')}</p>
      <ul>
        <li>{r('l8a')}</li>
        <li>{r('l8b')}</li>
        <li>{r('l8c')}</li>
        <li>{r('l8d')}</li>
        <li>{r('l8e')}</li>
        <li>{r('l8f')}</li>
        <li>{r('l8g')}</li>
      </ul>
      <p>
        {r(
          'p8b',
          { 1: <EmailLink email={settings.support_email} subject={t('pages.privacy.requestSubject')} /> },
          { orPhone: phone ? r('orPhone', { 1: <PhoneLink phone={phone} /> }) : null },
        )}
      </p>

      <h2>{r('h9')}</h2>
      <p>{r('p9')}</p>

      <h2>{r('h10')}</h2>
      <p>{r('p10', { 1: <AppLink href="/pages/terms" /> })}</p>

      <h2>{t('pages.contactHeading')}</h2>
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
