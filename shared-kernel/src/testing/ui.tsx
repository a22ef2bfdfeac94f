import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { KernelThemeProvider } from '../ui/KernelThemeProvider';

/** render() inside the kernel theme (test helper). */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <KernelThemeProvider>{children}</KernelThemeProvider>, ...options });
}
