import type { ReactNode } from 'react';

/** Areas the shell fills per page (top navigation, alerts, footer, modals). */
export interface LayoutSlots {
  warnings?: ReactNode;
  modals?: ReactNode;
  topNav?: ReactNode;
  footer?: ReactNode;
}

export interface LayoutProps {
  children: ReactNode;
  slots?: LayoutSlots;
}
