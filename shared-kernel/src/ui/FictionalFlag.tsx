import styled from 'styled-components';

/**
 * The look of the mark of a fictional profile (Dutch regulator's rule): a pill with the
 * settings' fictional_icon beside visible text. Remotes set its size, weight and spacing.
 */
export const FictionalFlagFrame = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px 8px;
  color: ${(p) => p.theme.colors.text};
  background: #fff4d6;
  border: 1px solid ${(p) => p.theme.colors.warning};
  border-radius: ${(p) => p.theme.radii.pill};
  & > img {
    width: 16px;
    height: 16px;
  }
`;
