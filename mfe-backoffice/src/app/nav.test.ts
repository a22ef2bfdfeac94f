import { api, STAFF_ROLES } from 'shared-kernel/contract';
import { NAV, navFor } from './nav';

/** The page each menu entry opens reads this endpoint first: the menu may offer it only to the roles the API allows. */
const FIRST_CALL: Record<string, keyof typeof api> = {
  '/admin': 'dashboard',
  '/admin/staff': 'staffList',
  '/admin/audit': 'auditLog',
  '/admin/moderation': 'moderationQueue',
  '/admin/reports': 'reportsQueue',
  '/admin/members': 'memberSearch',
  '/admin/prices': 'adminPrices',
  '/admin/discount-codes': 'adminDiscountCodes',
  '/admin/settings': 'adminSiteSettings',
};

describe('the back office menu', () => {
  it('offers each page to exactly the roles its endpoint allows', () => {
    expect(NAV.map((e) => e.href).sort()).toEqual(Object.keys(FIRST_CALL).sort());
    for (const entry of NAV) {
      const endpoint = api[FIRST_CALL[entry.href]!];
      const allowed = 'roles' in endpoint && endpoint.roles ? endpoint.roles : STAFF_ROLES;
      expect({ href: entry.href, roles: [...entry.roles].sort() }).toEqual({ href: entry.href, roles: [...allowed].sort() });
    }
  });

  it('filters by role', () => {
    expect(navFor('moderator').map((e) => e.href)).toEqual(['/admin', '/admin/moderation', '/admin/reports']);
    expect(navFor('support').map((e) => e.href)).toEqual(['/admin', '/admin/members']);
    expect(navFor('admin').map((e) => e.href)).toEqual(['/admin', '/admin/moderation', '/admin/reports', '/admin/members', '/admin/prices', '/admin/discount-codes', '/admin/settings', '/admin/staff', '/admin/audit']);
  });
});
