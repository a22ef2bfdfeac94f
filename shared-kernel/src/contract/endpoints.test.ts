import { ENDPOINTS } from './constants';
import { api } from './index';

describe('ENDPOINTS (the zod-free half of the contract)', () => {
  it('names every endpoint of api, with its method and path', () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual(Object.keys(api).sort());
    for (const [name, e] of Object.entries(api)) {
      expect({ name, method: e.method, path: e.path }).toEqual({ name, ...ENDPOINTS[name as keyof typeof ENDPOINTS] });
    }
  });
});
