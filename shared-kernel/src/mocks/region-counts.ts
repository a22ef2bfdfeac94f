import type { Gender, RegionCountsResponse } from '../contract';
import { mockMembers } from './members';

/** The provinces of NL and BE as /api/region-counts.php names them (codes as in /api/regions.php). */
const REGIONS: Record<'NL' | 'BE', { name: string; regions: [code: string, name: string][] }> = {
  NL: {
    name: 'Nederland',
    regions: [
      ['NL-DR', 'Drenthe'],
      ['NL-FL', 'Flevoland'],
      ['NL-FR', 'Friesland'],
      ['NL-GE', 'Gelderland'],
      ['NL-GR', 'Groningen'],
      ['NL-LI', 'Limburg'],
      ['NL-NB', 'Noord-Brabant'],
      ['NL-NH', 'Noord-Holland'],
      ['NL-OV', 'Overijssel'],
      ['NL-UT', 'Utrecht'],
      ['NL-ZE', 'Zeeland'],
      ['NL-ZH', 'Zuid-Holland'],
    ],
  },
  BE: {
    name: 'België',
    regions: [
      ['BE-VAN', 'Antwerpen'],
      ['BE-VLI', 'Limburg'],
      ['BE-VOV', 'Oost-Vlaanderen'],
      ['BE-VBR', 'Vlaams-Brabant'],
      ['BE-VWV', 'West-Vlaanderen'],
      ['BE-WHT', 'Henegouwen'],
      ['BE-WLG', 'Luik'],
      ['BE-WLX', 'Luxemburg'],
      ['BE-WNA', 'Namen'],
      ['BE-WBR', 'Waals-Brabant'],
      ['BE-BRU', 'Brussels Hoofdstedelijk Gewest'],
    ],
  },
};

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
