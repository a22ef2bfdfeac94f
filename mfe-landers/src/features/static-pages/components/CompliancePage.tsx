import { useId } from 'react';
import styled from 'styled-components';
import { media } from 'shared-kernel/ui';
import { Button } from 'shared-kernel/ui/Button';
import { ErrorPanel } from 'shared-kernel/ui/ErrorPanel';
import { Spinner } from 'shared-kernel/ui/Spinner';
import { useSiteDetails } from '../hooks/useSiteDetails';
import type { SiteDetails } from '../utils/siteDetails';
import { EmailLink } from './ContactLinks';
import { Prose } from './Prose';

/*
 * The compliance statement (SPEC §1), linked from the English-only US footer (SPEC §2): in English,
 * as US visitors read it, whatever the site's language. Its texts are written here, not in i18n.
 */

const Article = styled.article`
  max-width: 820px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  ${media.md} {
    padding: 40px 24px 64px;
  }
  & > h1 {
    margin: 0 0 24px;
    padding-bottom: 16px;
    border-bottom: 3px solid ${(p) => p.theme.colors.primary};
    font-size: 1.6rem;
    line-height: 1.25;
    color: ${(p) => p.theme.colors.secondary};
    ${media.md} {
      font-size: 2rem;
    }
  }
`;

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

/** /pages/compliance: the 18 U.S.C. 2257 statement with the company's details (English). */
export default function CompliancePage() {
  const state = useSiteDetails();
  const headingId = useId();
  return (
    <Article lang="en" aria-labelledby={headingId}>
      <h1 id={headingId}>{COMPLIANCE_TITLE}</h1>
      {state.status === 'loading' && <Spinner label="Loading..." />}
      {state.status === 'error' && (
        <ErrorPanel title="The company details cannot be loaded right now.">
          <Button onClick={state.retry}>Try again</Button>
        </ErrorPanel>
      )}
      {state.status === 'ready' && (
        <Prose>
          <Statement details={state} />
        </Prose>
      )}
    </Article>
  );
}
