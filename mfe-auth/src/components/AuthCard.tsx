import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from 'shared-kernel/ui';

/** The white card every account page sits on, centred with room above and below. */
const cardSurface = css`
  margin: 24px auto 48px;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.card};
`;

/** The frame of an account page: a centred card holding the page's heading, text and forms. */
export const AuthCard = styled.section<{ $wide?: boolean }>`
  ${cardSurface}
  width: calc(100% - 32px);
  max-width: ${(p) => (p.$wide ? '760px' : '480px')};
  padding: 24px 20px;
  ${media.md} {
    margin-top: 48px;
    padding: 32px;
  }
  h1 {
    margin: 0 0 16px;
    font-size: 1.75rem;
    line-height: 1.2;
    color: ${(p) => p.theme.colors.secondary};
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    line-height: 1.3;
  }
  p {
    margin: 0 0 16px;
  }
`;

/** A form's fields and buttons, one below the other. */
export const FormStack = styled.form`
  display: grid;
  gap: 16px;
  margin: 0 0 16px;
`;

/** Secondary links below a form ("Wachtwoord vergeten?", "Meld je gratis aan"). */
export const LinkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  a {
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

const SignupFrame = styled.section<{ $wide: boolean }>`
  ${cardSurface}
  max-width: ${(p) => (p.$wide ? '600px' : '520px')};
  padding: 24px 16px;
  ${media.sm} {
    padding: 32px;
    margin-top: 40px;
  }
  & > h1 {
    margin: 0 0 8px;
    font-size: 1.6rem;
    line-height: 1.2;
  }
`;

const Intro = styled.p`
  margin: 0 0 24px;
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface SignupCardProps {
  title: string;
  /** A short introduction below the heading. */
  intro?: string;
  /** Room for the signup steps (600px instead of the form's 520px). */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the signup form and the steps after it: heading, short introduction, content. */
export function SignupCard({ title, intro, wide = false, children }: SignupCardProps) {
  return (
    <SignupFrame $wide={wide}>
      <h1>{title}</h1>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </SignupFrame>
  );
}
