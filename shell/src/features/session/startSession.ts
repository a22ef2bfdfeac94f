import { loadUser, setUser } from 'shared-kernel/stores/session';

/**
 * The server's HTML says whether the request came with a valid session (api: sendShellIndex,
 * `<meta name="hartklop-session">`). A visitor without one is anonymous at once, without asking
 * GET /api/user.php (whose 403 would be a console error on every public page). With a session, or
 * without the flag (the dev server's HTML), the user is loaded as before. True when it is loaded (a
 * member is expected).
 */
export function startSession(doc: Document = document): boolean {
  if (doc.querySelector('meta[name="hartklop-session"]')?.getAttribute('content') === '0') {
    setUser(null);
    return false;
  }
  void loadUser().catch((error: unknown) => console.error('[shell] the current user could not be loaded', error));
  return true;
}
