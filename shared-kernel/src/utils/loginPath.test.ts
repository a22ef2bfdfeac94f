import { loginPathFor } from './loginPath';

it('builds a login address that leads back, keeping slashes readable', () => {
  expect(loginPathFor('/members/42')).toBe('/login?redirect=/members/42');
  expect(loginPathFor('/members?x=1&y=2')).toBe('/login?redirect=/members%3Fx%3D1%26y%3D2');
});
