import { useCallback } from 'react';
import { bus } from 'shared-kernel/bus';
import { navigate } from 'shared-kernel/navigation';

export const SIGNUP_PATH = '/signup';

/** "Gratis aanmelden": announces the request on the bus (the shell may open its modal) and goes to /signup. */
export function useSignupAction(source = 'home'): () => void {
  return useCallback(() => {
    bus.emit({ type: 'signup/requested', source });
    navigate(SIGNUP_PATH);
  }, [source]);
}
