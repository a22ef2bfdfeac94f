import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';

export const FooterLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  /* A 44 px touch target on phones and touch screens. */
  @media (max-width: ${(p) => p.theme.breakpoints.md - 0.02}px), (pointer: coarse) {
    min-height: 44px;
  }
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    color: ${(p) => p.theme.colors.primary};
    text-decoration: underline;
  }
`;

export const Text = styled.p`
  margin: 0;
  line-height: 1.5;
`;
