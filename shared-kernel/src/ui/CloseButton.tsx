import styled from 'styled-components';

/**
 * The round "×" button in the top corner of a modal or an alert: 44 px touch target, muted
 * colour, visible focus ring. `$inset` is the distance from the top and right edges.
 */
export const CloseButton = styled.button<{ $inset?: number }>`
  position: absolute;
  top: ${(p) => p.$inset ?? 8}px;
  right: ${(p) => p.$inset ?? 8}px;
  width: 44px;
  height: 44px;
  font-size: 1.5rem;
  line-height: 1;
  color: ${(p) => p.theme.colors.textMuted};
  background: none;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
  }
`;
