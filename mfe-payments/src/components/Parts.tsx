import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';
import { LinkButton as KernelLinkButton } from 'shared-kernel/ui/LinkButton';

/** A link that looks like a button (at least 44 px high): the way onward on the payment pages. */
export const LinkButton = styled(KernelLinkButton)`
  text-align: center;
`;

/** A plain link with room for a finger: 44 px high. */
export const TextLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
  text-underline-offset: 3px;
`;

/** A white block of the page. */
export const Card = styled.section`
  padding: 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

/** Buttons and links side by side, wrapping (stacked full width on a phone). */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin-top: 16px;
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
`;

/** A paragraph inside an Alert, without the outer margins. */
export const AlertText = styled.p`
  margin: 0;
  & + & {
    margin-top: 8px;
  }
`;

/** A list without bullets, its items stacked with a small gap. */
export const StackList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A whole card that is one link (a payment method, a transaction): at least 56 px, outlined on hover and focus. */
export const CardLink = styled(AppLink)`
  min-height: 56px;
  align-content: center;
  padding: 12px 16px;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.md};
  &:hover,
  &:focus-visible {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

/** The price before a discount, struck through, after the price paid. */
export const WasPrice = styled.s`
  margin-left: 8px;
  font-weight: 400;
  color: ${(p) => p.theme.colors.textMuted};
`;
