import type { StaffRole } from 'shared-kernel/contract/admin-rules';

/**
 * The back office's side navigation: one entry per page, shown to the roles that may use it. A new
 * page adds its route in App.tsx and its entry here (its `roles` are those of the endpoint the page
 * reads in the contract; nav.test.ts checks that, so the menu never offers a page the API refuses).
 */
export interface NavEntry {
  /** Absolute path of the page. */
  href: string;
  /** Key under `nav.` in the 'backoffice' namespace. */
  label: string;
  /** Roles that see the entry and may open the page. */
  roles: readonly StaffRole[];
}

const ALL: readonly StaffRole[] = ['admin', 'moderator', 'support'];

export const NAV: readonly NavEntry[] = [
  { href: '/admin', label: 'dashboard', roles: ALL },
  { href: '/admin/moderation', label: 'moderation', roles: ['moderator', 'admin'] },
  { href: '/admin/reports', label: 'reports', roles: ['moderator', 'admin'] },
  { href: '/admin/members', label: 'members', roles: ['support', 'admin'] },
  { href: '/admin/prices', label: 'prices', roles: ['admin'] },
  { href: '/admin/discount-codes', label: 'codes', roles: ['admin'] },
  { href: '/admin/settings', label: 'settings', roles: ['admin'] },
  { href: '/admin/staff', label: 'staff', roles: ['admin'] },
  { href: '/admin/audit', label: 'audit', roles: ['admin'] },
];

export const navFor = (role: StaffRole): NavEntry[] => NAV.filter((e) => e.roles.includes(role));

