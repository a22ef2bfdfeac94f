import type { ReactNode } from 'react';

/** Areas the shell fills per page (top navigation, alerts, footer, modals). */
export interface LayoutSlots {
  warnings?: ReactNode;
  /** Below the top navigation: a remote's banner (payments' time bonus, in the members area). */
  banner?: ReactNode;
  modals?: ReactNode;
  topNav?: ReactNode;
  footer?: ReactNode;
}

export interface LayoutProps {
  children: ReactNode;
  slots?: LayoutSlots;
}
