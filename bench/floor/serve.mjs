// Loaded into the site's server process by `npm run bench:lighthouse` (node --import …/serve.mjs
// api/dist/server.js): serves the floor page's folder (BENCH_FLOOR_DIR, bench/lib/floor.mjs) on a
// second port of the same process (BENCH_FLOOR_PORT), compressed as the site answers (br, else gzip),
// so the floor and the site share one event loop and one CPU. Nothing of it is part of the API.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.env.BENCH_FLOOR_DIR;
const port = Number(process.env.BENCH_FLOOR_PORT);

if (dir && port) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
  http
    .createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://floor').pathname;
      const file = path.join(dir, pathname === '/' ? 'index.html' : path.basename(pathname));
      if (!fs.existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      const body = fs.readFileSync(file);
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const br = accepts.includes('br');
      const encoded = br
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : accepts.includes('gzip')
          ? zlib.gzipSync(body)
          : body;
      res.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        ...(encoded !== body ? { 'content-encoding': br ? 'br' : 'gzip', vary: 'accept-encoding' } : {}),
      });
      res.end(encoded);
    })
    .listen(port, '127.0.0.1');
}
