import styled from 'styled-components';

/** settings.fictional_icon is an image address (URL or path) or the icon itself as text (an emoji). */
export const isIconAddress = (icon: string): boolean => /^(https?:\/\/|\/|data:image\/)/.test(icon);

/**
 * The built-in mark: a mask, drawn (an emoji such as 🎭 is an empty box on devices without an emoji
 * font). Decorative: the text beside it says what it means.
 */
export function FictionalMaskIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-fictional-icon=""
      // Its own size beside text in a flex row (a notice, a pill): never squeezed.
      style={{ flex: 'none' }}
    >
      <path d="M4 5c2.5 1.2 5.2 1.8 8 1.8S17.5 6.2 20 5c.4 5.8-1.8 13-8 14C5.8 18 3.6 10.8 4 5Z" />
      <path d="M7.8 10.6c.8-.7 1.9-.7 2.7 0M13.5 10.6c.8-.7 1.9-.7 2.7 0M9.5 14.3c1.5 1.2 3.5 1.2 5 0" />
    </svg>
  );
}

/**
 * settings.fictional_icon, decorative (the text beside it says what it means): an image for an
 * address; any other value (the default 🎭) is the built-in drawn mark, never the characters
 * themselves, so the mark looks the same on every device.
 */
export function FictionalIcon({ icon }: { icon: string }) {
  if (icon.trim() === '') return null;
  return isIconAddress(icon) ? <img src={icon} alt="" width={16} height={16} loading="lazy" /> : <FictionalMaskIcon />;
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
  gap: 4px;
  & > img,
  & > svg {
    flex: none;
    width: 16px;
    height: 16px;
  }
`;
