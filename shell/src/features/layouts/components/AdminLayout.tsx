import type { LayoutProps } from '../types';

/**
 * The back office's layout (issue 18, `/admin/*`): nothing of the member site (no top navigation,
 * footer, alerts, entry warning or signup modal); mfe-backoffice draws its own frame (side
 * navigation, staff member, sign-out) and its own `<main>`. Loaded only on /admin pages.
 */
export function AdminLayout({ children }: LayoutProps) {
  return <div data-layout="admin">{children}</div>;
}
