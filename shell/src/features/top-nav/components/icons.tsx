import type { SVGProps } from 'react';

/**
 * Small inline icons (no icon library: keeps the first page lean). Decorative: aria-hidden. Only what a
 * visitor's first page shows is here (the back button); the member links' and the menus' icons are in
 * memberIcons.tsx and menuIcons.tsx, which only their lazy chunks load.
 */
export function Icon({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const BackIcon = () => (
  <Icon>
    <path d="M15 18 9 12l6-6" />
  </Icon>
);
