import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${(p) => p.theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.background};
  }
  img, svg { max-width: 100%; }
  a { color: ${(p) => p.theme.colors.primary}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
  /*
   * On phones an in-text link (an <a> without a style of its own) is a 44 px touch target: the
   * vertical padding of an inline box enlarges the area a finger hits (and its box) without moving
   * the lines of text around it. 1.1em is about the height of a line's letters (font-size 12 to 20 px).
   */
  @media (max-width: ${(p) => p.theme.breakpoints.md - 0.02}px) {
    a:not([class]) { padding-block: calc(22px - 0.55em); }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
