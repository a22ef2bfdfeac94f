import { useEffect } from 'react';
import { bus } from 'shared-kernel/bus';
import { useLocation } from 'shared-kernel/router';

/**
 * A path this remote was given but does not have: reported to the shell, which shows its 404 page
 * (the shell ignores reports from a remote that does not own the current route).
 */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    bus.emit({ type: 'route/notFound', path: pathname, remote: 'mfe-members' });
  }, [pathname]);
  return null;
}
