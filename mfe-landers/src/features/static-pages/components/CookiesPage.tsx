import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import type { SiteDetails } from '../utils/siteDetails';
import CompanyDetails from './CompanyDetails';
import { EmailLink } from './ContactLinks';
import { TableScroll } from './Prose';
import { useRich } from './Rich';
import StaticPage from './StaticPage';
import '../i18n';
import '../texts/cookies';

/** What the site keeps in the browser's local storage: data, purpose, retention (keys). */
const STORAGE = [
  ['s1', 's1p', 'untilCleared'],
  ['s2', 's2p', 'untilCleared'],
  ['s3', 's3p', 's3r'],
  ['s4', 's4p', 's4r'],
] as const;

function CookiesText({ details }: { details: SiteDetails }) {
  const { t } = useT('landers');
  const { company, settings } = details;
  const r = useRich('pages.cookies', {
    site: settings.name,
    domain: settings.domain,
    company: company.name,
    email: settings.support_email,
  });
  return (
    <>
      <p>{r('intro')}</p>

      <h2>{r('h1')}</h2>
      <p>{r('p1')}</p>

      <h2>{r('h2')}</h2>
      <p>{r('p2')}</p>
      <TableScroll>
        <table>
          <caption>{r('caption1')}</caption>
          <thead>
            <tr>
              <th scope="col">{r('colName')}</th>
              <th scope="col">{r('colPurpose')}</th>
              <th scope="col">{r('colRetention')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>sid</code>
              </td>
              <td>{r('sid')}</td>
              <td>{r('sidRetention')}</td>
            </tr>
            <tr>
              <td>
                <code>locale</code>
              </td>
              <td>{r('locale')}</td>
              <td>{r('localeRetention')}</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>

      <h2>{r('h3')}</h2>
      <TableScroll>
        <table>
          <caption>{r('caption2')}</caption>
          <thead>
            <tr>
              <th scope="col">{r('colData')}</th>
              <th scope="col">{r('colPurpose')}</th>
              <th scope="col">{r('colRetention')}</th>
            </tr>
          </thead>
          <tbody>
            {STORAGE.map(([data, purpose, retention]) => (
              <tr key={data}>
                <td>{r(data)}</td>
                <td>{r(purpose)}</td>
                <td>{r(retention)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <h2>{r('h4')}</h2>
      <p>{r('p4')}</p>

      <h2>{r('h5')}</h2>
      <p>{r('p5')}</p>

      <h2>{r('h6')}</h2>
      <p>{r('p6')}</p>

      <h2>{r('h7')}</h2>
      <p>
        {r('p7', {
          1: <AppLink href="/pages/privacy" />,
          2: <EmailLink email={settings.support_email} subject={t('pages.cookies.subject')} />,
        })}
      </p>

      <h2>{t('pages.contactHeading')}</h2>
      <CompanyDetails details={details} />
    </>
  );
}

export default function CookiesPage() {
  const { t } = useT('landers');
  return <StaticPage title={t('pages.titles.cookies')}>{(details) => <CookiesText details={details} />}</StaticPage>;
}
