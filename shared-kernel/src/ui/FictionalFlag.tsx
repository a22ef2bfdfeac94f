import styled from 'styled-components';

/** settings.fictional_icon is an image address (URL or path) or the icon itself as text (an emoji). */
export const isIconAddress = (icon: string): boolean => /^(https?:\/\/|\/|data:image\/)/.test(icon);

/**
 * settings.fictional_icon, decorative (the text beside it says what it means): an image for an
 * address, otherwise the text itself (e.g. 🎭).
 */
export function FictionalIcon({ icon }: { icon: string }) {
  if (icon.trim() === '') return null;
  return isIconAddress(icon) ? (
    <img src={icon} alt="" width={16} height={16} loading="lazy" />
  ) : (
    <span aria-hidden="true">{icon}</span>
  );
}

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
