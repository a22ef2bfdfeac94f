import { css } from 'styled-components';

/** Shared look of the top navigation's links and menu buttons: 44 px touch targets, highlighted when active. */
export const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radii.md};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
`;

export const navItemActive = css`
  color: ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.background};
`;
