import type { LayoutProps } from '../types';

/**
 * The back office's layout (issue 18, `/admin/*`): the remote's area and no slot, so nothing of the
 * member site (top navigation, footer, alerts, entry warning, signup or match modal, banner) shows;
 * mfe-backoffice draws its own frame (side navigation, staff member, sign-out) and its own `<main>`.
 * Kept this small on purpose: it is part of every first visit's shell.
 */
export const AdminLayout = ({ children }: LayoutProps) => <div data-layout="admin">{children}</div>;
