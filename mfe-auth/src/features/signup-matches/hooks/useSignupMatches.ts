import { useCallback, useEffect, useState } from 'react';
import type { Api, ProfileCard, ResponseOf } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type SignupMatchesState =
  | { status: 'loading' }
  | { status: 'ready'; profiles: ProfileCard[] }
  | { status: 'failed'; error: unknown };

/** GET /api/signup-matches.php once `enabled` (the member is logged in), with a retry. */
export function useSignupMatches(enabled: boolean): { state: SignupMatchesState; retry: () => void } {
  const [state, setState] = useState<SignupMatchesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    setState({ status: 'loading' });
    http.get<ResponseOf<Api['signupMatches']>>(API_PATHS.signupMatches).then(
      ({ profiles }) => active && setState({ status: 'ready', profiles }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
