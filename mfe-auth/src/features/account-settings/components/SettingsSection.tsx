import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  padding: 24px 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  &:first-of-type {
    border-top: 0;
    padding-top: 8px;
  }
  & > p {
    color: ${(p) => p.theme.colors.textMuted};
  }
  /* A link on its own line (e.g. "Meldingen instellen") is a 44 px touch target. */
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/** One titled part of the account page. */
export default function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Section>
  );
}
