import type { FastifyInstance } from 'fastify';
import { api, ERROR_CODES } from 'shared-kernel/contract';
import { nearestPlace } from '../../../geo/gazetteer';
import { ApiHttpError } from '../../errors';
import { registerEndpoint } from '../../route';
import { regionByCode } from '../../../domain/site/reference-lists';
import { routePlugin } from '../../route-plugin';

export const LOCATION_NOT_FOUND_MESSAGE = 'Je locatie kon niet worden bepaald.';

/** SPEC §7 GET /api/geocode.php: the browser's position to the nearest place of the site's countries. */
export async function geoPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, api.geocode, async ({ query, request, reply }) => {
    // A position is personal: never kept by a cache.
    reply.header('cache-control', 'private, no-store');
    const variant = await request.siteVariant();
    const found = nearestPlace(query.lat, query.lon, { countries: variant.settings.countries });
    if (!found) throw new ApiHttpError(404, ERROR_CODES.locationNotFound, LOCATION_NOT_FOUND_MESSAGE);
    const { place, distanceKm } = found;
    const region = await regionByCode(db.kysely, place.country, place.region);
    return {
      location: {
        country: place.country,
        region_id: region?.id ?? null,
        region: region?.name ?? null,
        city: place.name,
        distance_km: Math.round(distanceKm * 10) / 10,
      },
    };
  });
}

export default routePlugin('public', geoPlugin);
