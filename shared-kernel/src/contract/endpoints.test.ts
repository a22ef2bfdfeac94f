import { ADMIN_ENDPOINTS } from './admin-rules';
import { ENDPOINTS } from './constants';
import { api } from './index';

describe('ENDPOINTS and ADMIN_ENDPOINTS (the zod-free half of the contract)', () => {
  const refs = { ...ENDPOINTS, ...ADMIN_ENDPOINTS };

  it('name every endpoint of api once, with its method and path', () => {
    expect(Object.keys(ENDPOINTS).filter((k) => k in ADMIN_ENDPOINTS)).toEqual([]);
    expect(Object.keys(refs).sort()).toEqual(Object.keys(api).sort());
    for (const [name, e] of Object.entries(api)) {
      expect({ name, method: e.method, path: e.path }).toEqual({ name, ...refs[name as keyof typeof refs] });
    }
  });

  it('keeps the back office under /api/admin, with staff sessions only (sign-in aside)', () => {
    for (const [name, ref] of Object.entries(ADMIN_ENDPOINTS)) {
      expect({ name, path: ref.path.startsWith('/api/admin/') }).toEqual({ name, path: true });
      const e = api[name as keyof typeof ADMIN_ENDPOINTS];
      const signIn = name === 'staffLogin' || name === 'staffLoginCode';
      expect({ name, auth: e.auth }).toEqual({ name, auth: signIn ? 'public' : 'staff' });
    }
    for (const [name, ref] of Object.entries(ENDPOINTS)) expect({ name, admin: ref.path.startsWith('/api/admin') }).toEqual({ name, admin: false });
  });
});
