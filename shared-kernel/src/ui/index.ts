export { theme, media, type KernelTheme, type Breakpoint } from 'shared-kernel/ui/theme';
export { GlobalStyle } from './GlobalStyle';
export { KernelThemeProvider } from 'shared-kernel/ui/KernelThemeProvider';
