import { css } from 'styled-components';

/** The Hartklop heart, the brand mark in the logo (inherits the text colour). */
export function HeartMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 21.35 10.55 20C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09A5.99 5.99 0 0 1 16.5 3C19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35Z"
      />
    </svg>
  );
}

/** The logo link's look (heart and name in the brand colour); layouts set their own size. */
export const brandLogo = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${(p) => p.theme.colors.primary};
  text-decoration: none;
`;
