import { ENDPOINTS } from './constants';
import { api } from './index';
import { MODERATION_ENDPOINTS } from './moderation-rules';

/**
 * `constants` is on every page's first load, so endpoints that only some pages use keep their
 * method and path in their area's zod-free module instead (issue 18: MODERATION_ENDPOINTS).
 */
const ALL_ENDPOINTS = { ...ENDPOINTS, ...MODERATION_ENDPOINTS };

describe('ENDPOINTS (the zod-free half of the contract)', () => {
  it('names every endpoint of api, with its method and path', () => {
    expect(Object.keys(ALL_ENDPOINTS).sort()).toEqual(Object.keys(api).sort());
    for (const [name, e] of Object.entries(api)) {
      expect({ name, method: e.method, path: e.path }).toEqual({ name, ...ALL_ENDPOINTS[name as keyof typeof ALL_ENDPOINTS] });
    }
  });

  it('gives no two endpoints of different groups the same name', () => {
    const shared = Object.keys(MODERATION_ENDPOINTS).filter((name) => name in ENDPOINTS);
    expect(shared).toEqual([]);
  });
});
