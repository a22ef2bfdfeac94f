import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { supportPhone, type SiteDetails } from '../utils/siteDetails';
import CompanyDetails from './CompanyDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import { useRich } from './Rich';
import StaticPage from './StaticPage';
import '../i18n';
import '../texts/returnPolicy';

function ReturnPolicyText({ details }: { details: SiteDetails }) {
  const { t } = useT('landers');
  const { company, settings } = details;
  const phone = supportPhone(details);
  const r = useRich('pages.returnPolicy', {
    site: settings.name,
    company: company.name,
    days: settings.refund_days,
    email: settings.support_email,
    phone,
  });
  return (
    <>
      <p>{r('intro', { 0: <strong /> })}</p>

      <h2>{r('h1')}</h2>
      <p>{r('p1')}</p>

      <h2>{r('h2')}</h2>
      <ul>
        <li>{r('l2a')}</li>
        <li>{r('l2b')}</li>
        <li>{r('l2c')}</li>
        <li>{r('l2d', { 1: <AppLink href="/pages/terms" /> })}</li>
        <li>{r('l2e')}</li>
      </ul>

      <h2>{r('h3')}</h2>
      <ol>
        <li>
          {r(
            'l3a',
            { 1: <EmailLink email={settings.support_email} subject={t('pages.returnPolicy.subject')} /> },
            { orPhone: phone ? r('orPhone', { 1: <PhoneLink phone={phone} /> }) : null },
          )}
        </li>
        <li>{r('l3b', { 1: <AppLink href="/transactions" /> })}</li>
        <li>{r('l3c')}</li>
        <li>{r('l3d')}</li>
      </ol>

      <h2>{r('h4')}</h2>
      <p>{r('p4')}</p>

      <h2>{r('h5')}</h2>
      <p>{r('p5')}</p>

      <h2>{r('h6')}</h2>
      <p>{r('p6', { 1: <AppLink href="/pages/faq" />, 2: <AppLink href="/pages/service" /> })}</p>

      <h2>{t('pages.contactHeading')}</h2>
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
