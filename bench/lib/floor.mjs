// The floor of `npm run bench:lighthouse`: a page made of nothing but the libraries every page of the
// site needs (bench/floor/: React 19, react-dom, styled-components, i18next, react-router, single-spa,
// rxjs), server-rendered with as many elements as `/` and hydrated by one bundle. Built here with
// esbuild into a folder that bench/floor/serve.mjs serves from the site's own server process.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const floorDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../floor');
const SKIPPED = new Set(['script', 'style', 'link', 'meta', 'noscript', 'template', 'title']);

/** The number of elements in a page's <body> (scripts, styles and links left out). */
export function countElements(html) {
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  return [...body.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)[\s>/]/g)].filter((m) => !SKIPPED.has(m[1].toLowerCase())).length;
}

const common = {
  bundle: true,
  jsx: 'automatic',
  logLevel: 'error',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
};

/**
 * Builds the floor into outDir (index.html and floor.<hash>.js) with as many elements as `targetElements`.
 * Returns the element count and the script's gzipped bytes.
 */
export async function buildFloor(outDir, targetElements) {
  fs.mkdirSync(outDir, { recursive: true });
  const serverFile = path.resolve(outDir, 'server.cjs');
  await esbuild.build({ ...common, entryPoints: [path.join(floorDir, 'server.tsx')], outfile: serverFile, platform: 'node', format: 'cjs', target: 'node20' });
  const client = await esbuild.build({
    ...common,
    entryPoints: [path.join(floorDir, 'client.tsx')],
    write: false,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    minify: true,
  });
  const script = client.outputFiles[0].contents;
  const scriptName = `floor.${crypto.createHash('sha256').update(script).digest('hex').slice(0, 12)}.js`;
  fs.writeFileSync(path.join(outDir, scriptName), script);

  const { renderFloor } = createRequire(import.meta.url)(serverFile);
  const page = async (props) => {
    const { body, styles } = await renderFloor(props);
    return (
      '<!doctype html><html lang="nl"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>' +
      `<link rel="icon" href="data:,"/><title>Floor</title><script defer="defer" src="/${scriptName}"></script>${styles}</head>` +
      `<body><div id="root">${body}</div><script>window.__FLOOR__=${JSON.stringify(props)}</script></body></html>`
    );
  };
  // A card is 5 elements (li, article, h2, p, a), a span 1: fill up to the target from the empty page.
  const base = countElements(await page({ items: 0, extra: 0 }));
  const room = Math.max(0, targetElements - base);
  const props = { items: Math.floor(room / 5), extra: room % 5 };
  const html = await page(props);
  fs.writeFileSync(path.join(outDir, 'index.html'), html);
  fs.rmSync(serverFile);
  return { elements: countElements(html), scriptGzip: zlib.gzipSync(script, { level: 9 }).length };
}
