import styled from 'styled-components';
import { media } from 'shared-kernel/ui';

/** The frame of an account page: a centred card holding the page's heading, text and forms. */
export const AuthCard = styled.section<{ $wide?: boolean }>`
  width: calc(100% - 32px);
  max-width: ${(p) => (p.$wide ? '760px' : '480px')};
  margin: 24px auto 48px;
  padding: 24px 20px;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.card};
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
