import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from 'shared-kernel/ui/theme';

export function KernelThemeProvider({ children }: { children?: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
