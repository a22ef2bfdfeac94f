import { useEffect, useState } from 'react';
import { bus } from 'shared-kernel/bus';

/** A remote may report that a path it owns does not exist (e.g. an unknown static-page token). */
export function useRemoteNotFound(pathname: string, owner: string | undefined): boolean {
  const [notFound, setNotFound] = useState<{ path: string; remote: string } | null>(null);
  useEffect(() => {
    const sub = bus.on('route/notFound').subscribe(({ path, remote }) => setNotFound({ path, remote }));
    return () => sub.unsubscribe();
  }, []);
  // Only the remote that owns the current route may declare it missing: an area that is being
  // unmounted can briefly see the next area's path.
  return notFound !== null && notFound.path === pathname && notFound.remote === owner;
}

