import { staticPagePathForToken } from './pageTokens';

describe('staticPagePathForToken', () => {
  it('maps Dutch and English tokens to the canonical static page', () => {
    expect(staticPagePathForToken('algemene-voorwaarden')).toBe('/pages/terms');
    expect(staticPagePathForToken('Privacyverklaring')).toBe('/pages/privacy');
    expect(staticPagePathForToken('retourbeleid')).toBe('/pages/return-policy');
    expect(staticPagePathForToken('klantenservice')).toBe('/pages/service');
  });

  it('returns null for unknown tokens, including inherited object keys', () => {
    expect(staticPagePathForToken('bestaat-niet')).toBeNull();
    expect(staticPagePathForToken('constructor')).toBeNull();
    expect(staticPagePathForToken('__proto__')).toBeNull();
    expect(staticPagePathForToken(undefined)).toBeNull();
  });
});
