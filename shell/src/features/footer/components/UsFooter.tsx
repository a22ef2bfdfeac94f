import styled from 'styled-components';
import { FooterLink, Text } from './FooterParts';

const UsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  padding-top: ${(p) => p.theme.space(4)};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  font-size: 0.8125rem;
`;

const UsTitle = styled.h2`
  margin: 0;
  font-size: inherit;
  font-weight: 600;
  color: ${(p) => p.theme.colors.text};
`;

/** The texts of the US footer: English only, as the footer shows it only in English (SPEC §2). */
const US = {
  label: 'United States compliance statement',
  ageStatement:
    'All persons who appear in any visual depiction on this website were 18 years of age or older at the time the depiction was created.',
  title: '18 U.S.C. 2257 Record-Keeping Requirements Compliance Statement',
  custodian: (custodian: string) => `Records required under 18 U.S.C. § 2257 are kept by the custodian of records: ${custodian}.`,
  link: 'Compliance statement',
};

/** SPEC §2: the extra US footer of the English pages, with the company as custodian of records. */
export default function UsFooter({ custodian }: { custodian: string | null }) {
  return (
    <UsSection aria-label={US.label} data-testid="us-footer">
      <UsTitle>{US.title}</UsTitle>
      <Text>{US.ageStatement}</Text>
      {custodian && <Text>{US.custodian(custodian)}</Text>}
      <Text>
        <FooterLink href="/pages/compliance">{US.link}</FooterLink>
      </Text>
    </UsSection>
  );
}
