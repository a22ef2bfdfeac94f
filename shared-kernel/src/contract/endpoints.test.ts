import { ADMIN_OPS_ENDPOINTS } from './admin-ops-rules';
import { ADMIN_PRICE_ENDPOINTS } from './admin-prices-rules';
import { ADMIN_ENDPOINTS } from './admin-rules';
import { ENDPOINTS } from './constants';
import { api } from './index';
import { MODERATION_ENDPOINTS } from './moderation-rules';

/**
 * `constants` is on every page's first load, so endpoints that only some pages use keep their
 * method and path in their area's zod-free module instead: the back office's in ADMIN_ENDPOINTS,
 * the back office's operations in ADMIN_OPS_ENDPOINTS, the member's moderation decisions (issue 18)
 * in MODERATION_ENDPOINTS.
 */
describe('ENDPOINTS, ADMIN_ENDPOINTS and MODERATION_ENDPOINTS (the zod-free half of the contract)', () => {
  const groups = [ENDPOINTS, ADMIN_ENDPOINTS, ADMIN_OPS_ENDPOINTS, ADMIN_PRICE_ENDPOINTS, MODERATION_ENDPOINTS];
  const refs = { ...ENDPOINTS, ...ADMIN_ENDPOINTS, ...ADMIN_OPS_ENDPOINTS, ...ADMIN_PRICE_ENDPOINTS, ...MODERATION_ENDPOINTS };

  it('name every endpoint of api once, with its method and path', () => {
    const names = groups.flatMap((group) => Object.keys(group));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(Object.keys(refs).sort()).toEqual(Object.keys(api).sort());
    for (const [name, e] of Object.entries(api)) {
      expect({ name, method: e.method, path: e.path }).toEqual({ name, ...refs[name as keyof typeof refs] });
    }
  });

  it('keeps the back office under /api/admin, with staff sessions only (sign-in aside)', () => {
    for (const [name, ref] of Object.entries({ ...ADMIN_ENDPOINTS, ...ADMIN_OPS_ENDPOINTS, ...ADMIN_PRICE_ENDPOINTS })) {
      expect({ name, path: ref.path.startsWith('/api/admin/') }).toEqual({ name, path: true });
      const e = api[name as keyof typeof ADMIN_ENDPOINTS | keyof typeof ADMIN_OPS_ENDPOINTS | keyof typeof ADMIN_PRICE_ENDPOINTS];
      const signIn = name === 'staffLogin' || name === 'staffLoginCode';
      expect({ name, auth: e.auth }).toEqual({ name, auth: signIn ? 'public' : 'staff' });
    }
    for (const [name, ref] of Object.entries({ ...ENDPOINTS, ...MODERATION_ENDPOINTS })) {
      expect({ name, admin: ref.path.startsWith('/api/admin') }).toEqual({ name, admin: false });
    }
  });
});

describe('the body of an endpoint (bodyKind, bodyLimit)', () => {
  it('is declared alike by endpoints that share a method and path (the server makes one route of them)', () => {
    const byRoute = new Map<string, Array<{ name: string; kind: string; limit: number | undefined }>>();
    for (const [name, e] of Object.entries(api)) {
      const key = `${e.method} ${e.path}`;
      byRoute.set(key, [...(byRoute.get(key) ?? []), { name, kind: e.bodyKind ?? 'json', limit: e.bodyLimit }]);
    }
    const shared = [...byRoute.values()].filter((list) => list.length > 1);
    expect(shared.map((list) => list.map((e) => e.name))).toContainEqual(['login', 'pushSubscribe']);
    for (const list of shared) {
      const [first] = list;
      for (const e of list) expect({ name: e.name, kind: e.kind, limit: e.limit }).toEqual({ name: e.name, kind: first!.kind, limit: first!.limit });
    }
  });

  it('is an image only for the photo uploads, a form only for the webhook and the one-click unsubscribe', () => {
    const kinds = Object.entries(api).filter(([, e]) => e.bodyKind !== undefined && e.bodyKind !== 'json');
    expect(Object.fromEntries(kinds.map(([name, e]) => [name, e.bodyKind]))).toEqual({
      uploadPhoto: 'image',
      sendPhotoMessage: 'image',
      unsubscribe: 'form',
      paymentWebhook: 'form',
    });
  });
});

describe('the same-origin rule of an endpoint (crossSite)', () => {
  it('is opened only for what a request authenticates itself (a link’s token, a webhook) and closed for logout, a GET that acts', () => {
    const declared = Object.entries(api).filter(([, e]) => e.crossSite !== undefined);
    expect(Object.fromEntries(declared.map(([name, e]) => [name, e.crossSite]))).toEqual({
      logout: 'refused',
      unsubscribe: 'allowed',
      paymentWebhook: 'allowed',
    });
  });

  it('is declared alike by endpoints that share a method and path', () => {
    const byRoute = new Map<string, string[]>();
    for (const e of Object.values(api)) byRoute.set(`${e.method} ${e.path}`, [...(byRoute.get(`${e.method} ${e.path}`) ?? []), e.crossSite ?? 'default']);
    for (const [route, rules] of byRoute) expect({ route, rules: new Set(rules).size }).toEqual({ route, rules: 1 });
  });
});
