/** Hartklop theme: colours of SPEC §9 plus the neutrals the primitives need. */
export const theme = {
  colors: {
    primary: '#c8184a',
    primaryHover: '#a8123d',
    secondary: '#4a2c6f',
    secondaryHover: '#3a2158',
    success: '#1e7d46',
    unreadMessages: '#e8173f',
    warning: '#f0a202',
    danger: '#b42318',
    info: '#1d5fa8',
    text: '#1f1a24',
    textMuted: '#5f5868',
    background: '#faf7f8',
    surface: '#ffffff',
    border: '#e2dbe0',
    focus: '#1d5fa8',
    onPrimary: '#ffffff',
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  shadows: { card: '0 1px 3px rgba(31, 26, 36, 0.12)', modal: '0 12px 40px rgba(31, 26, 36, 0.3)' },
  zIndex: { nav: 100, modal: 1000 },
} as const;

export type KernelTheme = typeof theme;
export type Breakpoint = keyof KernelTheme['breakpoints'];

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends KernelTheme {}
}

const up = (bp: Breakpoint) => `@media (min-width: ${theme.breakpoints[bp]}px)`;
const down = (bp: Breakpoint) => `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`;

/** Media-query strings: `${media.md} { ... }` = min-width 768px; `media.down('md')` = below 768px. */
export const media = {
  sm: up('sm'),
  md: up('md'),
  lg: up('lg'),
  xl: up('xl'),
  up,
  down,
} as const;
