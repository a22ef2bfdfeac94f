import type { ReactNode } from 'react';
import styled from 'styled-components';

export const COMING_SOON_TEXT = 'Dit deel van Hartklop wordt op dit moment gebouwd en is binnenkort beschikbaar.';

const Section = styled.section`
  max-width: 640px;
  margin: 48px auto;
  padding: 0 16px;
  text-align: center;
  & > h1 { margin: 0 0 12px; font-size: 1.75rem; color: ${(p) => p.theme.colors.text}; }
  & > p { margin: 0 0 16px; color: ${(p) => p.theme.colors.textMuted}; }
`;

export interface ComingSoonProps {
  title: string;
  children?: ReactNode;
}

export function ComingSoon({ title, children }: ComingSoonProps) {
  return (
    <Section>
      <h1>{title}</h1>
      <p>{COMING_SOON_TEXT}</p>
      {children}
    </Section>
  );
}
