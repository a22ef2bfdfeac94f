import type { RegionCountsResponse } from 'shared-kernel/contract';
import { NL_BE_PROVINCES } from 'shared-kernel/contract/provinces';
import { AREAS, inArea, initialProvince, provinceNames, provincesOf } from './regions';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseProvinceSvg } from './shapes';

const PROVINCE_SHAPES = parseProvinceSvg(readFileSync(path.join(__dirname, 'data/provinces.svg'), 'utf8')).shapes;
/** The names the map file carries (the lander's names before the counts arrive). */
const PROVINCE_NAMES = provinceNames(PROVINCE_SHAPES);

const counts: RegionCountsResponse = {
  countries: [
    { code: 'NL', name: 'Nederland', regions: [{ code: 'NL-UT', name: 'Utrecht', members: 3 }, { code: 'NL-ZH', name: 'Zuid-Holland', members: 9 }] },
    { code: 'BE', name: 'België', regions: [{ code: 'BE-VAN', name: 'Antwerpen', members: 4 }] },
  ],
};

describe('maplanding regions', () => {
  it('has a shape for every province it names, with a path and a label point, and every shape belongs to one area', () => {
    for (const shape of PROVINCE_SHAPES) {
      expect(shape.d).toMatch(/^M\d/);
      expect(shape.label[0]).toBeGreaterThan(0);
    }
    // The map file names every province of the kernel's list, with the kernel's Dutch name.
    expect([...PROVINCE_NAMES].sort()).toEqual([...NL_BE_PROVINCES.NL.regions, ...NL_BE_PROVINCES.BE.regions].sort());
    for (const shape of PROVINCE_SHAPES) expect(AREAS.filter((a) => inArea(a, shape.code))).toHaveLength(1);
  });

  it('starts with the campaign’s province, else the one with the most members', () => {
    const provinces = provincesOf(counts, PROVINCE_NAMES);
    expect(initialProvince('BE-VAN', provinces)).toBe('BE-VAN');
    expect(initialProvince(null, provinces)).toBe('NL-ZH');
    expect(initialProvince('XX-YY', provinces)).toBe('NL-ZH');
    expect(initialProvince(null, provincesOf(null, PROVINCE_NAMES))).toBe('NL-UT');
  });

  it('knows every province before the counts arrive, without a count', () => {
    const provinces = provincesOf(null, PROVINCE_NAMES);
    expect(provinces.size).toBe(23);
    // The list's order: by area, each by name (as the kernel lists them).
    expect([...provinces.keys()]).toEqual([...NL_BE_PROVINCES.NL.regions, ...NL_BE_PROVINCES.BE.regions].map(([code]) => code));
    expect(provincesOf(null, provinceNames(undefined)).size).toBe(0);
    expect(provinces.get('BE-WLG')).toEqual({ code: 'BE-WLG', name: 'Luik', members: null });
    expect(provincesOf(counts, PROVINCE_NAMES).get('NL-ZH')?.members).toBe(9);
  });
});
