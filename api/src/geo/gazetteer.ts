import data from './places.json';

/**
 * The offline gazetteer of GET /api/geocode.php (GeoNames, CC BY 4.0; see README.md): places of
 * NL and BE, read once when the server starts. No position ever leaves the server.
 */

/** A position farther than this from every known place is not located. */
export const GEOCODE_MAX_KM = 25;

export interface Place {
  name: string;
  lat: number;
  lon: number;
  /** ISO 3166-2 region code, e.g. NL-NH or BE-VOV (as in the regions table). */
  region: string;
  /** ISO 3166-1 alpha-2, the region code's prefix. */
  country: string;
}

export interface NearestPlace {
  place: Place;
  distanceKm: number;
}

type PlaceRow = readonly [name: string, lat: number, lon: number, region: string];

function toPlace(row: PlaceRow): Place {
  const [name, lat, lon, region] = row;
  return { name, lat, lon, region, country: region.slice(0, 2) };
}

/** All places of the gazetteer. */
export const PLACES: readonly Place[] = (data.places as unknown as PlaceRow[]).map(toPlace);

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface NearestOptions {
  /** Only places of these countries count (default: all). */
  countries?: readonly string[];
  /** Farthest distance in km (default GEOCODE_MAX_KM). */
  maxKm?: number;
  places?: readonly Place[];
}

/**
 * The place nearest to a position within `maxKm`, or null. A bounding box around the position
 * skips the far places before the exact distance is computed.
 */
export function nearestPlace(lat: number, lon: number, options: NearestOptions = {}): NearestPlace | null {
  const { countries, maxKm = GEOCODE_MAX_KM, places = PLACES } = options;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const dLat = maxKm / KM_PER_DEGREE_LAT;
  // Longitude degrees shrink towards the poles; near them the box covers every longitude.
  const cosLat = Math.cos(rad(Math.min(89, Math.abs(lat) + dLat)));
  const dLon = Math.min(180, maxKm / (KM_PER_DEGREE_LAT * cosLat));
  let best: NearestPlace | null = null;
  for (const place of places) {
    if (Math.abs(place.lat - lat) > dLat) continue;
    const lonGap = Math.abs(place.lon - lon);
    if (Math.min(lonGap, 360 - lonGap) > dLon) continue;
    if (countries && !countries.includes(place.country)) continue;
    const km = distanceKm(lat, lon, place.lat, place.lon);
    if (km <= maxKm && (!best || km < best.distanceKm)) best = { place, distanceKm: km };
  }
  return best;
}
