import mapUrl from './data/provinces.svg';

/** The generated map's viewBox (data/provinces.svg): the map's box has this size before the file arrives. */
export const MAP_VIEWBOX = '0 0 583 813';

export interface ProvinceShape {
  /** ISO 3166-2, as in /api/regions.php. */
  code: string;
  /** Its Dutch name (the counts answer carries the database's names, which win). */
  name: string;
  /** Where the province's count goes (the centroid of its largest part). */
  label: readonly [number, number];
  /** SVG path in the map's viewBox. */
  d: string;
}

export interface ProvinceShapes {
  viewBox: string;
  shapes: ProvinceShape[];
}

/** Reads the generated map (data/provinces.svg): its viewBox and one shape (code, name, label point, path) per `<path id=…>`. */
export function parseProvinceSvg(text: string): ProvinceShapes {
  const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  const shapes = [...svg.querySelectorAll('path[id]')].map((path) => {
    const [x = 0, y = 0] = (path.getAttribute('data-label') ?? '').split(' ').map(Number);
    return { code: path.id, name: path.getAttribute('data-name') ?? path.id, label: [x, y] as const, d: path.getAttribute('d') ?? '' };
  });
  return { viewBox: svg.getAttribute('viewBox') ?? MAP_VIEWBOX, shapes };
}

/**
 * The province shapes: a file of the remote (content-hashed, cached for a year), fetched with the
 * lander's data rather than shipped as JavaScript, so the map adds nothing to a first visit's scripts.
 */
export async function loadProvinceShapes(): Promise<ProvinceShapes> {
  const res = await fetch(mapUrl);
  if (!res.ok) throw new Error(`province map: ${res.status}`);
  return parseProvinceSvg(await res.text());
}
