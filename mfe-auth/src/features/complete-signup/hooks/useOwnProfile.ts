import type { OwnProfile } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';
import { useLoad, type Load } from 'shared-kernel/hooks/useLoad';

const loadOwnProfile = async (): Promise<OwnProfile> =>
  (await http.call(ENDPOINTS.ownProfile)).profile;

/**
 * GET /api/profile.php once `enabled` (the member is logged in). `setData` keeps the profile a step
 * saved (the steps prefill from it when the visitor goes back).
 */
export function useOwnProfile(enabled: boolean): Load<OwnProfile> {
  return useLoad(enabled, loadOwnProfile);
}
