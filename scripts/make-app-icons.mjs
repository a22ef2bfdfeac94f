#!/usr/bin/env node
// Makes the app icons and the sharing image from the logo (the heart of shared-kernel/src/ui/HeartMark.tsx,
// in the theme's colours) with sharp, into shell/public/icons/ (the shell build copies shell/public/ to
// its root; the PNGs are committed). Run again after a logo or colour change: node scripts/make-app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'shell/public/icons');

const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
// The heart's path and the colours come from their sources, so the icons follow the logo and the theme.
const HEART = /d="(M12 21\.35[^"]+)"/.exec(read('shared-kernel/src/ui/HeartMark.tsx'))?.[1];
const PRIMARY = /primary: '(#[0-9a-f]{6})'/i.exec(read('shared-kernel/src/ui/theme.ts'))?.[1];
if (!HEART || !PRIMARY) throw new Error('logo path or primary colour not found');
const WHITE = '#ffffff';

/**
 * A square icon: the heart (24 × 24 viewBox) at `scale` of the side, centred, on `background`
 * (null: transparent). `round`: the background as a rounded square.
 */
function iconSvg(size, { heart, background, scale, round = false }) {
  const h = size * scale;
  const offset = (size - h) / 2;
  const bg = background
    ? `<rect width="${size}" height="${size}" ${round ? `rx="${size * 0.22}"` : ''} fill="${background}"/>`
    : '';
  // The heart's drawing is about 20 × 18.35 inside its 24 × 24 box, a little above the middle.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${bg}
<g transform="translate(${offset} ${offset + h * 0.02}) scale(${h / 24})"><path fill="${heart}" d="${HEART}"/></g></svg>`;
}

function shareSvg() {
  const w = 1200;
  const hgt = 630;
  const heart = 260;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}">
<rect width="${w}" height="${hgt}" fill="${PRIMARY}"/>
<g transform="translate(${(w - heart) / 2} 90) scale(${heart / 24})"><path fill="${WHITE}" d="${HEART}"/></g>
<text x="${w / 2}" y="470" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="96" fill="${WHITE}">Hartklop</text>
<text x="${w / 2}" y="540" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="${WHITE}">Daten en chatten met singles bij jou in de buurt</text>
</svg>`;
}

const outputs = [
  // "any": the heart in the brand colour on a white rounded square (readable on dark and light launchers).
  ['icon-192.png', iconSvg(192, { heart: PRIMARY, background: WHITE, scale: 0.72, round: true })],
  ['icon-512.png', iconSvg(512, { heart: PRIMARY, background: WHITE, scale: 0.72, round: true })],
  // "maskable": full bleed, the heart inside the 80 % safe zone.
  ['icon-maskable-192.png', iconSvg(192, { heart: WHITE, background: PRIMARY, scale: 0.56 })],
  ['icon-maskable-512.png', iconSvg(512, { heart: WHITE, background: PRIMARY, scale: 0.56 })],
  // iOS rounds the corners itself.
  ['apple-touch-icon.png', iconSvg(180, { heart: WHITE, background: PRIMARY, scale: 0.62 })],
  ['share-1200x630.png', shareSvg()],
];

fs.mkdirSync(outDir, { recursive: true });
for (const [name, svg] of outputs) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(path.join(outDir, name));
  console.log(`wrote shell/public/icons/${name}`);
}
