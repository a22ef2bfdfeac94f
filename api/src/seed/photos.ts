import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { EyeColour, HairColour } from 'shared-kernel/contract';
import { serverSecret } from '../db/server-secrets';
import type { Schema } from '../db/schema';
import type { FileStore } from '../storage';
import { createRng, type Rng } from './prng';

/**
 * The demo photo pool: stylised portrait illustrations drawn from SVG and rendered offline with
 * sharp (no third-party images, so no licence questions). 72 "feminine" and 72 "masculine"
 * people, each in PHOTOS_PER_PERSON photos of the same face (skin, hair, eyes, face shape,
 * beard, glasses) in different settings (background, clothes, framing, smile), as 600x800 JPEGs
 * with 150x200 thumbnails in the file store under `seed/<secret folder>/` (poolFolderOf). A seeded member is one person of the pool: all
 * their photos show that person, and their hair and eye colour are the person's (`hair`, `eyes`).
 * 72 people are enough that a page of search results (24) never shows one twice: see
 * `personOf` in ./generate.
 */
export const POOL_DIR = 'seed';
export const POOL_SIZE_PER_STYLE = 72;
/** Photos of each person of the pool: the most a seeded member has. */
export const PHOTOS_PER_PERSON = 6;
export const PHOTO_SIZE = { width: 600, height: 800 } as const;
export const THUMB_SIZE = { width: 150, height: 200 } as const;

export interface PoolPhoto {
  /** Relative to the uploads directory (served under /media/). */
  filename: string;
  thumb_filename: string;
}

/** One person of the pool: what their portraits show, and their PHOTOS_PER_PERSON photos (the first is the main one). */
export interface PoolPerson {
  hair: HairColour;
  eyes: EyeColour;
  photos: readonly PoolPhoto[];
}

export interface PhotoPool {
  female: readonly PoolPerson[];
  male: readonly PoolPerson[];
}

type Style = 'female' | 'male';

const SKIN = ['#f8dcc8', '#f1c8a8', '#eac0a2', '#e0b18e', '#d9a27e', '#c68863', '#b97a56', '#a86b4a', '#8a5537', '#6b3f28'];
/** The hair colours drawn, each with the profile fact it is (a bald man's fringe keeps its colour, the fact is 'bald'). */
const HAIR: ReadonlyArray<readonly [string, HairColour]> = [
  ['#1a1a1a', 'black'],
  ['#2b1d14', 'black'],
  ['#4a3020', 'brown'],
  ['#6b4226', 'brown'],
  ['#8b5a2b', 'brown'],
  ['#c9a15a', 'dark_blonde'],
  ['#e3c47c', 'blonde'],
  ['#9c3b1e', 'red'],
  ['#b5651d', 'red'],
  ['#8c8c8c', 'grey'],
  ['#d6d6d6', 'grey'],
];
/** The eye colours drawn, each with the profile fact it is. */
const EYES: ReadonlyArray<readonly [string, EyeColour]> = [
  ['#2d2d2d', 'brown'],
  ['#3b5b8c', 'blue'],
  ['#4e7a4b', 'green'],
  ['#5a3b22', 'brown'],
  ['#6b6b6b', 'grey'],
  ['#8a6d2f', 'hazel'],
];
const SHIRT = ['#e63946', '#457b9d', '#1d3557', '#2a9d8f', '#e9c46a', '#f4a261', '#6a4c93', '#ff6f91', '#3a86ff', '#8ac926', '#ffca3a', '#264653', '#ef476f', '#06d6a0'];
const BACKGROUND = [
  ['#ffd6e0', '#ffeedd'],
  ['#d0f4de', '#a9def9'],
  ['#e4c1f9', '#fcf6bd'],
  ['#caf0f8', '#90e0ef'],
  ['#ffe5ec', '#ffc2d1'],
  ['#f1faee', '#a8dadc'],
  ['#fde2e4', '#dfe7fd'],
  ['#fff1e6', '#eddcd2'],
  ['#e2ece9', '#bee1e6'],
  ['#f0efeb', '#d8e2dc'],
  ['#cddafd', '#eae4e9'],
  ['#fbc4ab', '#f8edeb'],
] as const;

const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

/** What stays the same in every photo of one person. */
export interface Face {
  style: Style;
  skin: string;
  hair: string;
  hairFact: HairColour;
  eyes: string;
  eyeFact: EyeColour;
  /** The face's centre and half-axes (before a photo's framing). */
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** The hairstyle's shape, the eyes' position, the brows. */
  shape: readonly number[];
  eyeY: number;
  eyeDx: number;
  brows: readonly [number, number];
  bald: boolean;
  beard: boolean;
  glasses: boolean;
  lips: string;
}

/** A person of the pool: every choice comes from the PRNG, so the pool is reproducible. */
export function faceOf(rng: Rng, style: Style): Face {
  const [hair, hairFact] = rng.pick(HAIR);
  const [eyes, eyeFact] = rng.pick(EYES);
  const cy = 350 + rng.int(-20, 20);
  const bald = style === 'male' && rng.chance(0.15);
  return {
    style,
    skin: rng.pick(SKIN),
    hair,
    hairFact: bald ? 'bald' : hairFact,
    eyes,
    eyeFact,
    cx: 300 + rng.int(-25, 25),
    cy,
    rx: rng.int(102, 122),
    ry: rng.int(128, 146),
    shape: Array.from({ length: 8 }, () => rng.int(0, 60)),
    eyeY: cy + rng.int(-5, 12),
    eyeDx: rng.int(36, 46),
    brows: [rng.int(0, 6), rng.int(0, 6)],
    bald,
    beard: style === 'male' && rng.chance(0.35),
    glasses: rng.chance(0.2),
    lips: style === 'female' ? rng.pick(['#c0505a', '#a83a4a', '#d46a6a', '#b5544f']) : '#8a3b3b',
  };
}

/** One photo of a person as SVG markup: the same face, a setting of its own drawn from `rng`. */
export function portraitSvg(face: Face, rng: Rng): string {
  const { width: w, height: h } = PHOTO_SIZE;
  const { style, skin, hair, cx, cy, rx, ry, shape, eyeY, eyeDx } = face;
  const [bgA, bgB] = rng.pick(BACKGROUND);
  const shirt = rng.pick(SHIRT);
  const bokeh = Array.from({ length: rng.int(4, 8) }, () => {
    const r = rng.int(20, 90);
    return `<circle cx="${rng.int(0, w)}" cy="${rng.int(0, h)}" r="${r}" fill="#ffffff" fill-opacity="${fmt(0.08 + rng.next() * 0.17)}"/>`;
  }).join('');
  // The framing: a little closer or further, shifted, the head slightly tilted. Shifted down and
  // zoomed in only, so the shoulders always reach the bottom edge.
  const dx = rng.int(-30, 30);
  const dy = rng.int(14, 40);
  const tilt = rng.int(-4, 4);
  const zoom = 1 + rng.int(0, 10) / 100;
  const smile = rng.int(8, 26);
  const mouthY = cy + 70 + rng.int(-5, 8);
  const [s0, s1, s2, s3, s4, s5, s6, s7] = shape as [number, number, number, number, number, number, number, number];

  const top = cy - ry;
  const longHair =
    style === 'female'
      ? `<path d="M${fmt(cx - rx - 28)},${fmt(cy - 10)} Q${fmt(cx - rx - 30)},${fmt(top - 30)} ${cx},${fmt(top - 22)} Q${fmt(cx + rx + 30)},${fmt(top - 30)} ${fmt(cx + rx + 28)},${fmt(cy - 10)} L${fmt(cx + rx + 40 + s0 * 0.66)},${fmt(cy + 230 + s1)} Q${cx},${fmt(cy + 280)} ${fmt(cx - rx - 40 - s2 * 0.66)},${fmt(cy + 230 + s3)} Z" fill="${hair}"/>`
      : '';
  const hairTop =
    style === 'female'
      ? `<path d="M${fmt(cx - rx - 5)},${fmt(cy - 5)} Q${fmt(cx - rx)},${fmt(top - 25)} ${cx},${fmt(top - 20)} Q${fmt(cx + rx)},${fmt(top - 25)} ${fmt(cx + rx + 5)},${fmt(cy - 5)} Q${fmt(cx + rx * 0.55)},${fmt(top + 55 + s4 * 0.4)} ${fmt(cx + s5 - 30)},${fmt(top + 45)} Q${fmt(cx - rx * 0.6)},${fmt(top + 60)} ${fmt(cx - rx - 5)},${fmt(cy - 5)} Z" fill="${hair}"/>`
      : face.bald
        ? `<path d="M${fmt(cx - rx + 2)},${fmt(cy - 20)} Q${fmt(cx - rx - 4)},${fmt(cy - 55)} ${fmt(cx - rx + 20)},${fmt(cy - 75)} L${fmt(cx - rx + 26)},${fmt(cy - 30)} Z M${fmt(cx + rx - 2)},${fmt(cy - 20)} Q${fmt(cx + rx + 4)},${fmt(cy - 55)} ${fmt(cx + rx - 20)},${fmt(cy - 75)} L${fmt(cx + rx - 26)},${fmt(cy - 30)} Z" fill="${hair}"/>`
        : `<path d="M${fmt(cx - rx - 3)},${fmt(cy - 15)} Q${fmt(cx - rx - 2)},${fmt(top - 18 - s4 * 0.4)} ${cx},${fmt(top - 15 - s6 / 3)} Q${fmt(cx + rx + 2)},${fmt(top - 18)} ${fmt(cx + rx + 3)},${fmt(cy - 15)} Q${fmt(cx + rx - 10)},${fmt(top + 50)} ${fmt(cx + s7 - 20)},${fmt(top + 38)} Q${fmt(cx - rx + 10)},${fmt(top + 45)} ${fmt(cx - rx - 3)},${fmt(cy - 15)} Z" fill="${hair}"/>`;
  const beard = face.beard
    ? `<path d="M${fmt(cx - rx + 8)},${fmt(cy + 20)} Q${fmt(cx - rx + 15)},${fmt(cy + ry + 15)} ${cx},${fmt(cy + ry + 18)} Q${fmt(cx + rx - 15)},${fmt(cy + ry + 15)} ${fmt(cx + rx - 8)},${fmt(cy + 20)} Q${fmt(cx + 40)},${fmt(cy + 75)} ${cx},${fmt(cy + 72)} Q${fmt(cx - 40)},${fmt(cy + 75)} ${fmt(cx - rx + 8)},${fmt(cy + 20)} Z" fill="${hair}" fill-opacity="0.9"/>`
    : '';
  const eyes = [-1, 1]
    .map(
      (side, i) =>
        `<ellipse cx="${cx + side * eyeDx}" cy="${eyeY}" rx="13" ry="8" fill="#ffffff"/>` +
        `<circle cx="${cx + side * eyeDx}" cy="${eyeY}" r="6" fill="${face.eyes}"/>` +
        `<path d="M${cx + side * eyeDx - 18},${eyeY - 20} Q${cx + side * eyeDx},${eyeY - 30 - face.brows[i]!} ${cx + side * eyeDx + 18},${eyeY - 20}" stroke="${hair === '#d6d6d6' ? '#9a9a9a' : hair}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  const glasses = face.glasses
    ? `<g fill="none" stroke="#222" stroke-width="5"><circle cx="${cx - eyeDx}" cy="${eyeY}" r="24"/><circle cx="${cx + eyeDx}" cy="${eyeY}" r="24"/><path d="M${cx - eyeDx + 24},${eyeY} Q${cx},${eyeY - 10} ${cx + eyeDx - 24},${eyeY}"/></g>`
    : '';
  const blush =
    style === 'female'
      ? [-1, 1].map((side) => `<ellipse cx="${cx + side * (eyeDx + 20)}" cy="${eyeY + 38}" rx="20" ry="11" fill="#ff7b7b" fill-opacity="0.25"/>`).join('')
      : '';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${bokeh}
<g transform="translate(${dx} ${dy}) rotate(${tilt} ${cx} ${cy}) translate(${cx} ${cy}) scale(${zoom}) translate(${-cx} ${-cy})">
${longHair}
<path d="M${fmt(cx - 230)},${h + 60} L${fmt(cx - 230)},${h} Q${fmt(cx - 215)},${fmt(cy + 245)} ${cx},${fmt(cy + 230)} Q${fmt(cx + 215)},${fmt(cy + 245)} ${fmt(cx + 230)},${h} L${fmt(cx + 230)},${h + 60} Z" fill="${shirt}"/>
<rect x="${cx - 45}" y="${cy + 90}" width="90" height="${fmt(150)}" rx="30" fill="${skin}"/>
<path d="M${cx - 45},${cy + 200} Q${cx},${cy + 250} ${cx + 45},${cy + 200} L${cx + 45},${cy + 240} Q${cx},${cy + 275} ${cx - 45},${cy + 240} Z" fill="#000" fill-opacity="0.08"/>
<ellipse cx="${cx - rx + 4}" cy="${cy + 10}" rx="18" ry="30" fill="${skin}"/><ellipse cx="${cx + rx - 4}" cy="${cy + 10}" rx="18" ry="30" fill="${skin}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}"/>
${beard}${hairTop}${eyes}${glasses}${blush}
<path d="M${cx - 4},${eyeY + 12} Q${cx - 14},${eyeY + 45} ${cx + 2},${eyeY + 50}" stroke="#000" stroke-opacity="0.18" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M${cx - 34},${mouthY} Q${cx},${mouthY + smile} ${cx + 34},${mouthY}" stroke="${face.lips}" stroke-width="8" fill="none" stroke-linecap="round"/>
</g>
</svg>`;
}

const personSeed = (style: Style, index: number): string => `hartklop-photo-pool-2:${style}:${index}`;

const photoEntry = (folder: string, style: Style, index: number, photo: number): PoolPhoto => {
  const base = `${style === 'female' ? 'f' : 'm'}-${String(index + 1).padStart(2, '0')}-${photo + 1}`;
  return { filename: `${folder}/${base}.jpg`, thumb_filename: `${folder}/${base}_thumb.jpg` };
};

/** The pool's people with their facts and photo files under `folder` (no rendering; see ensurePhotoPool). */
export function photoPool(folder: string = POOL_DIR): PhotoPool {
  const make = (style: Style): PoolPerson[] =>
    Array.from({ length: POOL_SIZE_PER_STYLE }, (_, index) => {
      const face = faceOf(createRng(personSeed(style, index)), style);
      return { hair: face.hairFact, eyes: face.eyeFact, photos: Array.from({ length: PHOTOS_PER_PERSON }, (_, photo) => photoEntry(folder, style, index, photo)) };
    });
  return { female: make('female'), male: make('male') };
}

/**
 * The pool's folder of this installation: `seed/<32 hex>`, named by a server secret (the table
 * server_secrets), so its keys cannot be guessed. A seeded member's locked photos are pool
 * pictures: with a guessable name (`seed/f-01-3.jpg`), anyone could fetch them from /media/.
 */
export async function poolFolderOf(db: Kysely<Schema>): Promise<string> {
  const secret = await serverSecret(db, 'photo_pool');
  return `${POOL_DIR}/${createHmac('sha256', secret).update('hartklop-photo-pool').digest('hex').slice(0, 32)}`;
}

/** Written after every picture of the pool: one HEAD tells a store that has them all. */
const COMPLETE_MARKER = 'complete';

/**
 * Renders the pool into the store under `poolFolderOf(db)` unless it is there already (one HEAD of
 * its marker; else every picture is checked and the missing ones made). Returns files written.
 */
export async function ensurePhotoPool(store: FileStore, db: Kysely<Schema>): Promise<{ pool: PhotoPool; written: number }> {
  const folder = await poolFolderOf(db);
  const pool = photoPool(folder);
  const marker = `${folder}/${COMPLETE_MARKER}`;
  if (await store.head(marker)) return { pool, written: 0 };
  const jobs: Array<() => Promise<number>> = [];
  for (const style of ['female', 'male'] as const) {
    pool[style].forEach((person, index) => {
      const face = faceOf(createRng(personSeed(style, index)), style);
      person.photos.forEach((photo, n) => {
        jobs.push(async () => {
          if ((await store.head(photo.filename)) && (await store.head(photo.thumb_filename))) return 0;
          const svg = Buffer.from(portraitSvg(face, createRng(`${personSeed(style, index)}:photo:${n}`)));
          // Drawn once; the thumbnail is made from the photo. The store never shows half an object.
          const jpeg = await sharp(svg).jpeg({ quality: 82 }).toBuffer();
          const thumb = await sharp(jpeg).resize(THUMB_SIZE.width, THUMB_SIZE.height).jpeg({ quality: 80 }).toBuffer();
          await store.put(photo.filename, jpeg, 'image/jpeg');
          await store.put(photo.thumb_filename, thumb, 'image/jpeg');
          return 2;
        });
      });
    });
  }
  let written = 0;
  const concurrency = 6;
  for (let i = 0; i < jobs.length; i += concurrency) {
    const results = await Promise.all(jobs.slice(i, i + concurrency).map((job) => job()));
    written += results.reduce((a, b) => a + b, 0);
  }
  await store.put(marker, Buffer.from(`${new Date().toISOString()}\n`), 'text/plain');
  return { pool, written };
}
