import type { Api, ResponseOf } from 'shared-kernel/contract';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { http } from 'shared-kernel/http';

export type LandingMember = ResponseOf<Api['member']>['profile'];

/**
 * The member of a member landing: the public profile the site already shows a visitor
 * (GET /api/member.php, the one visibility rule: blocked, invisible, disabled and deleted profiles
 * answer 404).
 */
export const fetchLandingMember = async (id: number): Promise<LandingMember> =>
  (await http.call(ENDPOINTS.member, { query: { id } })).profile;
