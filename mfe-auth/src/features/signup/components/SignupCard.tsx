import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from 'shared-kernel/ui';

const Card = styled.section`
  max-width: 520px;
  margin: 24px auto 48px;
  padding: 24px 16px;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.card};
  ${media.sm} {
    padding: 32px;
    margin-top: 40px;
  }
  & > h1 {
    margin: 0 0 8px;
    font-size: 1.6rem;
    line-height: 1.2;
  }
  & > p {
    margin: 0 0 24px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The page frame around the signup form: heading, short introduction, the form. */
export function SignupCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Card>
      <h1>{title}</h1>
      <p>{intro}</p>
      {children}
    </Card>
  );
}
