import type { Gender, RegionCountsResponse } from '../contract';
import { NL_BE_PROVINCES } from '../contract/provinces';
import { mockMembers } from './members';

/** The provinces of NL and BE as /api/region-counts.php names them (codes as in /api/regions.php). */
const REGIONS = NL_BE_PROVINCES;

/** GET /api/region-counts.php from the mock members (by their region's name). */
export function mockRegionCounts(gender: Gender | undefined): RegionCountsResponse {
  return {
    countries: (['NL', 'BE'] as const).map((code) => ({
      code,
      name: REGIONS[code].name,
      regions: REGIONS[code].regions.map(([regionCode, name]) => ({
        code: regionCode,
        name,
        members: mockMembers.filter((m) => m.country === code && m.region === name && (gender === undefined || m.gender === gender)).length,
      })),
    })),
  };
}
