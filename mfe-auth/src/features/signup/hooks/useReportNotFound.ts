import { useEffect } from 'react';
import { bus } from 'shared-kernel/bus';
import { useLocation } from 'shared-kernel/router';

/** Tells the shell that this path has nothing here; the shell shows its 404 page. */
export function useReportNotFound(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    bus.emit({ type: 'route/notFound', path: pathname, remote: 'mfe-auth' });
  }, [pathname]);
}
