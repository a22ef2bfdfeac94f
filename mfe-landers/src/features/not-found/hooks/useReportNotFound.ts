import { useEffect } from 'react';
import { useLocation } from 'shared-kernel/router';
import { bus } from 'shared-kernel/bus';

/**
 * Tells the shell that a path this remote was given does not exist; the shell then shows its
 * 404 page (it owns the error page, so the remote renders nothing itself). While the shell switches
 * areas this remote may briefly see another area's path; the shell ignores reports from non-owners.
 */
export function useReportNotFound(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    bus.emit({ type: 'route/notFound', path: pathname, remote: 'mfe-landers' });
  }, [pathname]);
}
