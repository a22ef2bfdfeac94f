import type { RegionCountsResponse } from 'shared-kernel/contract';

/** The map's groups: the Netherlands by province, Belgium by its three regions (gewesten), each by its codes' prefix. */
export const AREAS = [
  { id: 'nl', name: 'Nederland', prefix: 'NL-' },
  { id: 'vl', name: 'Vlaanderen', prefix: 'BE-V' },
  { id: 'wa', name: 'Wallonië', prefix: 'BE-W' },
  { id: 'bru', name: 'Brussel', prefix: 'BE-BRU' },
] as const;

/** Whether a province (by its code) lies in an area. */
export const inArea = (area: (typeof AREAS)[number], code: string): boolean => code.startsWith(area.prefix);

export interface Province {
  code: string;
  name: string;
  /** Null while the counts are not (or could not be) loaded. */
  members: number | null;
}

/** The provinces by code: every one the map names (`names`, from its file), with the counts answer's where it has them. */
export function provincesOf(counts: RegionCountsResponse | null, names: ReadonlyMap<string, string>): Map<string, Province> {
  const provinces = new Map<string, Province>();
  for (const [code, name] of names) provinces.set(code, { code, name, members: null });
  for (const region of counts?.countries.flatMap((c) => c.regions) ?? []) provinces.set(region.code, { ...region });
  return provinces;
}

/** The map file's names by code, in the list's order: by area (as AREAS), then by name. */
export function provinceNames(shapes: readonly { code: string; name: string }[] | undefined): Map<string, string> {
  const rank = (code: string) => AREAS.findIndex((area) => inArea(area, code));
  const sorted = [...(shapes ?? [])].sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name, 'nl'));
  return new Map(sorted.map((s) => [s.code, s.name]));
}

/** Shorter names for the map's list (Brussels' official name does not fit a button). */
export const SHORT_NAMES: ReadonlyMap<string, string> = new Map([['BE-BRU', 'Brussel']]);

/** The province a lander starts with: the campaign's, else the one with the most members, else Utrecht. */
export function initialProvince(campaignRegion: string | null, provinces: ReadonlyMap<string, Province>): string {
  if (campaignRegion && provinces.has(campaignRegion)) return campaignRegion;
  let best: Province | null = null;
  for (const p of provinces.values()) if (p.members !== null && (best === null || p.members > (best.members ?? 0))) best = p;
  return best && (best.members ?? 0) > 0 ? best.code : 'NL-UT';
}
