import { z } from 'zod';

/**
 * SPEC §7 GET /api/geocode.php: the browser's position (lat, lon) to the nearest place of the
 * site's countries, from an offline gazetteer (no position leaves the server). A position farther
 * than GEOCODE_MAX_KM from any known place is a 404: the client then stores `false` (SPEC §7).
 */
/** A coordinate from the query string; an empty value counts as missing (not as 0). */
const coordinate = (limit: number, message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number().min(-limit, message).max(limit, message));

export const GeocodeQuerySchema = z
  .object({
    lat: coordinate(90, 'validation.invalidLatitude'),
    lon: coordinate(180, 'validation.invalidLongitude'),
  })
  .strict();

export const GeolocationSchema = z.object({
  /** ISO 3166-1 alpha-2, one of the site's countries. */
  country: z.string(),
  /** The region's id as in /api/regions.php, null when the place has none we know. */
  region_id: z.number().int().nullable(),
  /** The region's name as in /api/regions.php. */
  region: z.string().nullable(),
  city: z.string(),
  /** Distance from the position to the place's centre, rounded to 0.1 km. */
  distance_km: z.number(),
});
export type Geolocation = z.infer<typeof GeolocationSchema>;
export const GeocodeResponseSchema = z.object({ location: GeolocationSchema });
