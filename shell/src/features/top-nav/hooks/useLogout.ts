import { useCallback, useRef, useState } from 'react';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { bus } from 'shared-kernel/bus';
import { http } from 'shared-kernel/http';
import { navigate } from 'shared-kernel/navigation';
import { logoutLocally } from 'shared-kernel/stores/session';

/**
 * GET /api/logout.php, then forget the user on this page, announce it on the bus and go home.
 * A failed request still logs out locally: the member asked to leave.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const logout = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await http.call(ENDPOINTS.logout);
    } catch (error) {
      console.warn('[shell] logout request failed; logging out locally', error);
    }
    logoutLocally();
    bus.emit({ type: 'session/logout' });
    navigate('/');
    running.current = false;
    setPending(false);
  }, []);

  return { logout, pending };
}
