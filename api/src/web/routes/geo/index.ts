import type { FastifyInstance } from 'fastify';
import { api, ERROR_CODES } from 'shared-kernel/contract';
import { nearestPlace } from '../../../geo/gazetteer';
import { httpError } from '../../errors';
import { byKey } from '../../../domain/errors';
import { API_TEXTS_NL } from '../../../i18n/nl';
import { registerEndpoint } from '../../route';
import { regionByCode } from '../../../domain/site/reference-lists';
import { routePlugin } from '../../route-plugin';

export const LOCATION_NOT_FOUND_MESSAGE = API_TEXTS_NL.errors.members.locationNotFound;

/** SPEC §7 GET /api/geocode.php: the browser's position to the nearest place of the site's countries. */
export async function geoPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, api.geocode, async ({ query, request, reply }) => {
    // A position is personal: never kept by a cache.
    reply.header('cache-control', 'private, no-store');
    const variant = await request.siteVariant();
    const found = nearestPlace(query.lat, query.lon, { countries: variant.settings.countries });
    if (!found) throw httpError(404, ERROR_CODES.locationNotFound, byKey('errors.members.locationNotFound'));
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
