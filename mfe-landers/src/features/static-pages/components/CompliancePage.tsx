import styled from 'styled-components';
import type { SiteDetails } from '../utils/siteDetails';
import { EmailLink } from './ContactLinks';
import StaticPage from './StaticPage';

/*
 * The compliance statement (SPEC §1), linked from the English-only US footer (SPEC §2): in English,
 * as US visitors read it, whatever the site's language. Its texts are written here, not in i18n.
 */

const Custodian = styled.address`
  padding: 16px 20px;
  margin: 0 0 1rem;
  font-style: normal;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  line-height: 1.6;
`;

export const COMPLIANCE_TITLE = '18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement';

function Statement({ details }: { details: SiteDetails }) {
  const { company, settings } = details;
  const site = settings.name || company.name;
  return (
    <>
      <p>
        All persons who appear in any visual depiction of actual or simulated sexually explicit conduct, or of any other
        content, on {site} ({settings.domain}) were eighteen (18) years of age or older at the time the depiction was
        created.
      </p>
      <p>
        Members upload their own photos and confirm at signup that they are 18 or older; {site} removes any content of
        which it learns that it depicts a minor. Fictional profiles operated by {company.name} use only images of
        adults, for which proof of age is kept.
      </p>
      <h2>Custodian of records</h2>
      <p>
        The records required under 18 U.S.C. § 2257 and 28 C.F.R. Part 75 for all materials on this website are kept
        by the custodian of records at:
      </p>
      <Custodian>
        {company.name}
        <br />
        {company.address}
        <br />
        {company.city}
        <br />
        {company.country}
        {company.kvk && (
          <>
            <br />
            Chamber of Commerce (KvK) number: {company.kvk}
          </>
        )}
        {settings.support_email && (
          <>
            <br />
            E-mail: <EmailLink email={settings.support_email} subject="2257 records" />
          </>
        )}
      </Custodian>
      <h2>Exemption for content not produced by the operator</h2>
      <p>
        {company.name} is not the primary producer (as defined in 18 U.S.C. § 2257(h)(2)) of images uploaded by members.
        With respect to such content, {company.name} acts only as a provider of an online service, removes content
        reported to it that may depict a minor, and cooperates with the competent authorities.
      </p>
      <h2>Reporting</h2>
      <p>
        If you believe that any content on {site} depicts a person under 18, report it at once through the complaints
        page (<a href="/complaints">/complaints</a>), stating the exact address of the content.
      </p>
    </>
  );
}

const ENGLISH = {
  lang: 'en',
  loading: 'Loading...',
  loadError: 'The company details cannot be loaded right now.',
  retry: 'Try again',
};

/** /pages/compliance: the 18 U.S.C. 2257 statement with the company's details (English). */
export default function CompliancePage() {
  return (
    <StaticPage title={COMPLIANCE_TITLE} foreign={ENGLISH}>
      {(details) => <Statement details={details} />}
    </StaticPage>
  );
}
