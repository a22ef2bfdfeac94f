import { AppLink } from 'shared-kernel/navigation';
import { useT } from 'shared-kernel/i18n';
import { Alert } from 'shared-kernel/ui/Alert';
import { supportPhone, type SiteDetails } from '../utils/siteDetails';
import CompanyDetails from './CompanyDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import { useRich } from './Rich';
import StaticPage from './StaticPage';
import '../i18n';
import '../texts/ban';

function BanText({ details }: { details: SiteDetails }) {
  const { t } = useT('landers');
  const { settings } = details;
  const phone = supportPhone(details);
  const r = useRich('pages.ban', { site: settings.name, email: settings.support_email, phone });
  return (
    <>
      <Alert variant="warning" title={t('pages.ban.alertTitle')}>
        {r('alert')}
      </Alert>

      <h2>{r('h1')}</h2>
      <p>{r('p1', { 1: <AppLink href="/pages/terms" /> })}</p>
      <ul>
        <li>{r('l1a')}</li>
        <li>{r('l1b')}</li>
        <li>{r('l1c')}</li>
        <li>{r('l1d')}</li>
        <li>{r('l1e')}</li>
        <li>{r('l1f')}</li>
        <li>{r('l1g')}</li>
        <li>{r('l1h')}</li>
      </ul>
      <p>{r('p2')}</p>

      <h2>{r('h2')}</h2>
      <p>{r('p3')}</p>

      <h2>{r('h3')}</h2>
      <p>
        {r(
          'p4',
          { 1: <EmailLink email={settings.support_email} subject={t('pages.ban.subject')} /> },
          { orPhone: phone ? r('orPhone', { 1: <PhoneLink phone={phone} /> }) : null },
        )}
      </p>
      <p>{r('p5')}</p>

      <h2>{t('pages.contactHeading')}</h2>
      <CompanyDetails details={details} />
    </>
  );
}

export default function BanPage() {
  const { t } = useT('landers');
  return <StaticPage title={t('pages.titles.ban')}>{(details) => <BanText details={details} />}</StaticPage>;
}
