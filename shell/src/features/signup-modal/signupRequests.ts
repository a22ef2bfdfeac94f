import { useCallback, useEffect, useState } from 'react';
import { bus, type EventOf } from 'shared-kernel/bus';

export interface OpenSignupRequest {
  /** Counts requests on this page: a new request mounts a fresh signup form. */
  id: number;
  source?: string;
  profileId?: number;
}

let nextId = 1;

/**
 * The signup request the shell's modal is showing, from `signup/requested` on the bus (see the
 * kernel's requestSignup). While a modal is open further requests are ignored (they would wipe the
 * form being filled in). `active` false (a layout without the signup modal) drops and ignores them.
 */
export function useSignupRequest(active: boolean): { request: OpenSignupRequest | null; close: () => void } {
  const [request, setRequest] = useState<OpenSignupRequest | null>(null);
  useEffect(() => {
    if (!active) {
      setRequest(null);
      return undefined;
    }
    const sub = bus.on('signup/requested').subscribe(({ source, profileId }: EventOf<'signup/requested'>) =>
      setRequest(
        (open) =>
          open ?? {
            id: nextId++,
            ...(source !== undefined ? { source } : {}),
            ...(profileId !== undefined ? { profileId } : {}),
          },
      ),
    );
    return () => sub.unsubscribe();
  }, [active]);
  const close = useCallback(() => setRequest(null), []);
  return { request, close };
}
