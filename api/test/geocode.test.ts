import { sql } from 'kysely';
import { api, ApiErrorSchema, ERROR_CODES, type CountryRegions } from 'shared-kernel/contract';
import { COUNTRIES } from '../src/db/reference/regions';
import { distanceKm, GEOCODE_MAX_KM, nearestPlace, PLACES, type Place } from '../src/geo/gazetteer';
import { LOCATION_NOT_FOUND_MESSAGE } from '../src/web/routes/geo/index';
import { createTestApp, createTestUser, sessionCookieFor, type TestApp, changeSiteSettings } from './helpers';

let t: TestApp;
let cookie: string;
let regions: CountryRegions[];

beforeAll(async () => {
  t = await createTestApp();
  const user = await createTestUser(t.db);
  cookie = await sessionCookieFor(t.db, user.userId);
  regions = api.regions.response.parse((await t.app.inject({ method: 'GET', url: '/api/regions.php' })).json()).countries;
});
afterAll(async () => {
  await t.close();
});

const geocode = (search: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/geocode.php${search}`, headers: { cookie, ...headers } });

const regionOf = (country: string, code: string) => regions.find((c) => c.code === country)?.regions.find((r) => r.code === code);

describe('GET /api/geocode.php', () => {
  it('locates Amsterdam centre in Noord-Holland, with the region of /api/regions.php', async () => {
    const res = await geocode('?lat=52.3731&lon=4.8922');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { location } = api.geocode.response.parse(res.json());
    const noordHolland = regionOf('NL', 'NL-NH');
    expect(noordHolland).toBeDefined();
    expect(location).toEqual({ country: 'NL', region_id: noordHolland!.id, region: 'Noord-Holland', city: 'Amsterdam', distance_km: 0.2 });
  });

  it('locates a Belgian position in its province', async () => {
    const res = await geocode('?lat=51.0543&lon=3.7174');
    expect(res.statusCode).toBe(200);
    const { location } = api.geocode.response.parse(res.json());
    expect(location.country).toBe('BE');
    expect(location.city).toBe('Gent');
    expect(location.region).toBe('Oost-Vlaanderen');
    expect(location.region_id).toBe(regionOf('BE', 'BE-VOV')!.id);
    expect(location.distance_km).toBeLessThan(1);
  });

  it('names towns, not their sections, and Belgian cities by their Dutch name', async () => {
    // The Jordaan (a section of Amsterdam, GeoNames PPLX) is not a home town; Brussels is Brussel.
    const jordaan = api.geocode.response.parse((await geocode('?lat=52.3745&lon=4.8810')).json()).location;
    expect(jordaan.city).toBe('Amsterdam');
    const grandPlace = api.geocode.response.parse((await geocode('?lat=50.8467&lon=4.3525')).json()).location;
    expect(grandPlace).toMatchObject({ country: 'BE', city: 'Brussel', region: 'Brussels Hoofdstedelijk Gewest' });
  });

  it.each([
    ['the North Sea', 53.5, 3.0],
    ['Paris', 48.8566, 2.3522],
    ['New York', 40.7128, -74.006],
  ])('answers 404 location_not_found for %s', async (_name, lat, lon) => {
    const res = await geocode(`?lat=${lat}&lon=${lon}`);
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json())).toEqual({ error: ERROR_CODES.locationNotFound, message: 'Je locatie kon niet worden bepaald.' });
    expect(LOCATION_NOT_FOUND_MESSAGE).toBe('Je locatie kon niet worden bepaald.');
  });

  it("counts only places of the site variant's countries", async () => {
    const setCountries = (countries: string[]) =>
      changeSiteSettings(t, () =>
        sql`update site_settings set settings = jsonb_set(settings, '{countries}', ${JSON.stringify(countries)}::jsonb) where domain = 'hartklop.be'`.execute(t.db.kysely),
      );
    await setCountries(['BE']);
    try {
      const onBe = { host: 'www.hartklop.be' };
      expect((await geocode('?lat=52.3731&lon=4.8922', onBe)).statusCode).toBe(404);
      expect((await geocode('?lat=51.0543&lon=3.7174', onBe)).statusCode).toBe(200);
      // The Dutch site still has both countries.
      expect((await geocode('?lat=52.3731&lon=4.8922', { host: 'hartklop.nl' })).statusCode).toBe(200);
    } finally {
      await setCountries(['BE', 'NL']);
    }
  });

  it.each([
    ['no query', '', "Het veld 'lat' heeft een ongeldige waarde (verwacht: een getal)."],
    ['no longitude', '?lat=52.1', "Het veld 'lon' heeft een ongeldige waarde (verwacht: een getal)."],
    ['an empty latitude (not 0)', '?lat=&lon=5', "Het veld 'lat' heeft een ongeldige waarde (verwacht: een getal)."],
    ['a word as latitude', '?lat=noord&lon=5', "Het veld 'lat' heeft een ongeldige waarde (verwacht: een getal)."],
    ['a latitude beyond the pole', '?lat=91&lon=5', 'Ongeldige breedtegraad'],
    ['a latitude below the pole', '?lat=-90.5&lon=5', 'Ongeldige breedtegraad'],
    ['a longitude out of range', '?lat=52&lon=181', 'Ongeldige lengtegraad'],
    ['an unknown parameter', '?lat=52&lon=5&zoom=3', "Het veld 'zoom' is onbekend."],
  ])('answers 400 validation_error for %s', async (_name, search, message) => {
    const res = await geocode(search);
    expect(res.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error).toBe(ERROR_CODES.validation);
    expect(body.message).toBe(message);
  });

  it('answers 403 authentication_required when logged out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geocode.php?lat=52.3731&lon=4.8922' });
    expect(res.statusCode).toBe(403);
    expect(ApiErrorSchema.parse(res.json()).error).toBe(ERROR_CODES.authenticationRequired);
  });
});

describe('the gazetteer', () => {
  const place = (name: string, lat: number, lon: number, region: string): Place => ({ name, lat, lon, region, country: region.slice(0, 2) });
  const sample = [place('Utrecht', 52.09083, 5.12222, 'NL-UT'), place('Zeist', 52.08917, 5.23333, 'NL-UT'), place('Gent', 51.05, 3.71667, 'BE-VOV')];

  it('measures great-circle distances', () => {
    expect(distanceKm(52.3731, 4.8922, 52.3731, 4.8922)).toBe(0);
    // Amsterdam–Utrecht ≈ 35 km, Amsterdam–Gent ≈ 167 km.
    expect(distanceKm(52.37403, 4.88969, 52.09083, 5.12222)).toBeCloseTo(35.0, 0);
    expect(distanceKm(52.37403, 4.88969, 51.05, 3.71667)).toBeGreaterThan(160);
    expect(distanceKm(52.37403, 4.88969, 51.05, 3.71667)).toBeLessThan(175);
  });

  it('finds the nearest place within the limit, of the given countries only', () => {
    expect(GEOCODE_MAX_KM).toBe(25);
    expect(nearestPlace(52.09, 5.2, { places: sample })?.place.name).toBe('Zeist');
    expect(nearestPlace(52.09, 5.15, { places: sample })?.place.name).toBe('Utrecht');
    expect(nearestPlace(51.06, 3.72, { places: sample, countries: ['NL'] })).toBeNull();
    expect(nearestPlace(51.06, 3.72, { places: sample, countries: ['BE'] })?.place.name).toBe('Gent');
    // Just inside and just outside the limit (0.2° of latitude ≈ 22.2 km, 0.25° ≈ 27.8 km).
    expect(nearestPlace(51.25, 3.71667, { places: sample })?.place.name).toBe('Gent');
    expect(nearestPlace(51.3, 3.71667, { places: sample })).toBeNull();
    expect(nearestPlace(51.3, 3.71667, { places: sample, maxKm: 30 })?.distanceKm).toBeCloseTo(27.8, 1);
    expect(nearestPlace(Number.NaN, 5, { places: sample })).toBeNull();
  });

  it('holds the places of NL and BE, each in a region of the reference data', () => {
    expect(PLACES.length).toBeGreaterThan(1500);
    const known = new Set(COUNTRIES.flatMap((c) => c.regions.map(([code]) => code)));
    const odd = PLACES.filter(
      (p) =>
        !['NL', 'BE'].includes(p.country) ||
        !known.has(p.region) ||
        !p.name ||
        Math.abs(p.lat - Math.round(p.lat * 1e5) / 1e5) > 1e-9 ||
        Math.abs(p.lon - Math.round(p.lon * 1e5) / 1e5) > 1e-9,
    );
    expect(odd).toEqual([]);
    const regionsUsed = new Set(PLACES.map((p) => p.region));
    expect(regionsUsed.size).toBe(12 + 11);
  });
});
