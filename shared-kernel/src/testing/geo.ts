import { HttpResponse } from 'msw';
import { ERROR_CODES, type ApiError, type Geolocation } from '../contract';
import { regionsFixture } from './fixtures';

/** The mock gazetteer: a few places, each with its region as in regionsFixture. */
export const MOCK_PLACES = [
  { city: 'Amsterdam', country: 'NL', region: 'NH', lat: 52.37403, lon: 4.88969 },
  { city: 'Utrecht', country: 'NL', region: 'UT', lat: 52.09083, lon: 5.12222 },
  { city: 'Gent', country: 'BE', region: 'VOV', lat: 51.05, lon: 3.71667 },
] as const;

/** Like the server: a position farther than this from every place is not found. */
export const MOCK_GEOCODE_MAX_KM = 25;
export const LOCATION_NOT_FOUND_MESSAGE = 'Je locatie kon niet worden bepaald.';

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** GET /api/geocode.php: the nearest mock place within MOCK_GEOCODE_MAX_KM, else 404 location_not_found. */
export function mockGeocode(query: Record<string, string>): { location: Geolocation } | Response {
  const lat = Number(query.lat);
  const lon = Number(query.lon);
  const nearest = MOCK_PLACES.map((place) => ({ place, km: distanceKm(lat, lon, place.lat, place.lon) })).sort((a, b) => a.km - b.km)[0];
  if (!nearest || nearest.km > MOCK_GEOCODE_MAX_KM) {
    return HttpResponse.json<ApiError>({ error: ERROR_CODES.locationNotFound, message: LOCATION_NOT_FOUND_MESSAGE }, { status: 404 });
  }
  const { place, km } = nearest;
  const region = regionsFixture.find((c) => c.code === place.country)?.regions.find((r) => r.code === place.region) ?? null;
  return {
    location: {
      country: place.country,
      region_id: region?.id ?? null,
      region: region?.name ?? null,
      city: place.city,
      distance_km: Math.round(km * 10) / 10,
    },
  };
}
