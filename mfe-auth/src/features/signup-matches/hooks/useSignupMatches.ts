import type { ProfileCard } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { useLoad, type Load } from 'shared-kernel/hooks/useLoad';

const loadSignupMatches = async (): Promise<ProfileCard[]> =>
  (await http.call(ENDPOINTS.signupMatches)).profiles;

/** GET /api/signup-matches.php once `enabled` (the member is logged in), with a retry. */
export function useSignupMatches(enabled: boolean): Load<ProfileCard[]> {
  return useLoad(enabled, loadSignupMatches);
}
