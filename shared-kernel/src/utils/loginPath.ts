/** `/login?redirect=/members/42`: the login page that leads back to `path` (slashes kept readable). */
export const loginPathFor = (path: string): string =>
  `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
