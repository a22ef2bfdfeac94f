export { theme, media, type KernelTheme, type Breakpoint } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { KernelThemeProvider } from './KernelThemeProvider';
