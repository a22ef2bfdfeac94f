import { useCallback, useEffect, useState } from 'react';
import type { Api, OwnProfile, ResponseOf } from 'shared-kernel/contract';
import { API_PATHS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type OwnProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: OwnProfile }
  | { status: 'failed'; error: unknown };

export interface OwnProfileResult {
  state: OwnProfileState;
  /** Keeps the profile a step saved (the steps prefill from it when the visitor goes back). */
  setProfile: (profile: OwnProfile) => void;
  retry: () => void;
}

/** GET /api/profile.php once `enabled` (the member is logged in). */
export function useOwnProfile(enabled: boolean): OwnProfileResult {
  const [state, setState] = useState<OwnProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    setState({ status: 'loading' });
    http.get<ResponseOf<Api['ownProfile']>>(API_PATHS.profile).then(
      ({ profile }) => active && setState({ status: 'ready', profile }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [enabled, attempt]);
  const setProfile = useCallback((profile: OwnProfile) => setState({ status: 'ready', profile }), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setProfile, retry };
}
