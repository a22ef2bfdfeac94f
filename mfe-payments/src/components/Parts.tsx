import styled from 'styled-components';
import { AppLink } from 'shared-kernel/navigation';
import { buttonStyles, type ButtonStyleProps } from 'shared-kernel/ui/Button';

/** A link that looks like a button (at least 44 px high): the way onward on the payment pages. */
export const LinkButton = styled(AppLink)<ButtonStyleProps>`
  ${buttonStyles}
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
