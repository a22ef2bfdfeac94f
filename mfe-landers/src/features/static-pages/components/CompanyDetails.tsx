import styled from 'styled-components';
import { useT } from 'shared-kernel/i18n';
import { media } from 'shared-kernel/ui';
import { countryName, joinList, supportPhone, type SiteDetails } from '../utils/siteDetails';
import { EmailLink, PhoneLink } from './ContactLinks';
import '../i18n';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 2px 16px;
  padding: 16px 20px;
  margin: 0 0 1rem;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  ${media.sm} {
    grid-template-columns: max-content 1fr;
    gap: 6px 24px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 8px;
    ${media.sm} {
      margin: 0;
    }
  }
`;

/** Company name, trade names, address, KvK, VAT and support contact, from the company info. */
export default function CompanyDetails({ details }: { details: SiteDetails }) {
  const { t } = useT('landers');
  const { company, settings } = details;
  const phone = supportPhone(details);
  const vat = company.vat_numbers.filter((v) => v.trim());
  return (
    <List>
      <dt>{t('pages.company.name')}</dt>
      <dd>{company.name}</dd>
      {company.tradenames.length > 0 && (
        <>
          <dt>{t('pages.company.tradenames')}</dt>
          <dd>{joinList(company.tradenames)}</dd>
        </>
      )}
      <dt>{t('pages.company.address')}</dt>
      <dd>
        {company.address}, {company.city}, {countryName(company.country)}
      </dd>
      <dt>{t('pages.company.kvk')}</dt>
      <dd>{company.kvk}</dd>
      {vat.length > 0 && (
        <>
          <dt>{t('pages.company.vat', { count: vat.length })}</dt>
          <dd>{vat.join(', ')}</dd>
        </>
      )}
      {settings.support_email && (
        <>
          <dt>{t('pages.company.email')}</dt>
          <dd>
            <EmailLink email={settings.support_email} />
          </dd>
        </>
      )}
      {phone && (
        <>
          <dt>{t('pages.company.phone')}</dt>
          <dd>
            <PhoneLink phone={phone} />
          </dd>
        </>
      )}
    </List>
  );
}
