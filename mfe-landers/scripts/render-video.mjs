#!/usr/bin/env node
// Renders the video of the `video` lander, made by the project itself (no footage, no music, no
// speech, so nothing to license and nothing to caption):
//   mfe-landers/src/features/landers/variants/video/media/hartklop.webm   (VP9 in WebM, 640×360, 25 fps, 12 s)
//   mfe-landers/src/features/landers/variants/video/media/poster.webp     (the poster: a frame of the last scene)
// Run with `npm run video:render -w mfe-landers` (needs a Chromium: PLAYWRIGHT_CHROMIUM_PATH, Playwright's own
// or the system's, as for the e2e tests). ffmpeg is not needed: the frames are drawn on a canvas in Chromium,
// encoded with WebCodecs (VideoEncoder, VP9) and put in a WebM file by the `webm-muxer` devDependency (MIT).
// The output is committed; run again only when the scenes below change.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const require = createRequire(import.meta.url);
const { findChromium } = require('../../scripts/browser.js');
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, '../src/features/landers/variants/video/media');

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 25;
const SECONDS = 12;
const BITRATE = 300_000;

/* global window, document, VideoEncoder, VideoFrame -- renderInPage runs in the page (page.evaluate), not in Node. */
/** Everything below runs in the page: the scenes, drawn frame by frame. */
function renderInPage({ width, height, fps, seconds, bitrate }) {
  const { Muxer, ArrayBufferTarget } = window.WebMMuxer;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  const PRIMARY = '#c8184a';
  const SECONDARY = '#4a2c6f';
  const ease = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : 1 - Math.pow(1 - x, 3));
  const fade = (t, start, end, inDur = 0.4, outDur = 0.4) => Math.min(ease((t - start) / inDur), ease((end - t) / outDur));

  function heartPath(cx, cy, size) {
    ctx.beginPath();
    ctx.moveTo(cx, cy + size * 0.35);
    ctx.bezierCurveTo(cx - size * 1.1, cy - size * 0.35, cx - size * 0.45, cy - size * 1.05, cx, cy - size * 0.45);
    ctx.bezierCurveTo(cx + size * 0.45, cy - size * 1.05, cx + size * 1.1, cy - size * 0.35, cx, cy + size * 0.35);
    ctx.closePath();
  }

  function text(str, x, y, { size = 32, weight = 700, color = '#fff', alpha = 1, align = 'center' } = {}) {
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.fillStyle = color;
    ctx.textAlign = align;
    ctx.textBaseline = 'middle';
    ctx.font = `${weight} ${size}px "DejaVu Sans", "Liberation Sans", Arial, sans-serif`;
    ctx.fillText(str, x, y);
    ctx.restore();
  }

  function background(t) {
    const shift = Math.sin((t / seconds) * Math.PI * 2) * 80;
    const g = ctx.createLinearGradient(0 + shift, 0, width + shift, height);
    g.addColorStop(0, SECONDARY);
    g.addColorStop(1, PRIMARY);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, width, height);
    // Soft floating hearts in the back.
    for (let i = 0; i < 9; i++) {
      const x = ((i * 83 + t * (12 + i * 3)) % (width + 60)) - 30;
      const y = height - ((t * (18 + i * 4) + i * 57) % (height + 60)) + 30;
      ctx.save();
      ctx.globalAlpha = 0.08 + (i % 3) * 0.03;
      ctx.fillStyle = '#fff';
      heartPath(x, y, 10 + (i % 4) * 5);
      ctx.fill();
      ctx.restore();
    }
  }

  /** Scene 1 (0–4 s): the heartbeat line draws itself, the name of the site appears. */
  function sceneHeartbeat(t) {
    const a = fade(t, 0, 4);
    if (a <= 0) return;
    const progress = ease(t / 2.2);
    const baseY = height * 0.42;
    ctx.save();
    ctx.globalAlpha = a;
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 5;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.beginPath();
    const pts = [[0, 0], [0.3, 0], [0.36, -0.05], [0.41, 0], [0.45, 0], [0.49, 0.12], [0.53, -0.55], [0.58, 0.3], [0.62, 0], [0.68, 0], [0.72, -0.08], [0.77, 0], [1, 0]];
    const maxX = progress;
    pts.forEach(([px, py], i) => {
      if (px > maxX && i > 0) {
        const [qx, qy] = pts[i - 1];
        const f = (maxX - qx) / (px - qx);
        if (f > 0) ctx.lineTo(40 + (qx + (px - qx) * f) * (width - 80), baseY + (qy + (py - qy) * f) * 120);
        return;
      }
      if (i > 0 && pts[i - 1][0] > maxX) return;
      const x = 40 + px * (width - 80);
      const y = baseY + py * 120;
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    });
    ctx.stroke();
    ctx.restore();
    text('Hartklop', width / 2, height * 0.7, { size: 52, alpha: a * ease((t - 1.2) / 0.8) });
    text('Daten in Nederland en België', width / 2, height * 0.84, { size: 24, weight: 600, alpha: a * ease((t - 1.8) / 0.8) });
  }

  function bubble(x, y, w, str, fromLeft, alpha, pop) {
    if (alpha <= 0) return;
    const h = 56;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.translate(x + (fromLeft ? 0 : w), y + h / 2);
    ctx.scale(pop, pop);
    ctx.translate(-(x + (fromLeft ? 0 : w)), -(y + h / 2));
    ctx.fillStyle = fromLeft ? '#ffffff' : '#ffe1ea';
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, [22, 22, fromLeft ? 22 : 6, fromLeft ? 6 : 22]);
    ctx.fill();
    ctx.restore();
    text(str, x + w / 2, y + h / 2 + 1, { size: 24, weight: 600, color: '#1f1a24', alpha });
    // An abstract avatar: a coloured circle, no face.
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.fillStyle = fromLeft ? '#f0a202' : '#1d5fa8';
    ctx.beginPath();
    ctx.arc(fromLeft ? x - 34 : x + w + 34, y + h - 18, 20, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  /** Scene 2 (4–8 s): a conversation starts. */
  function sceneChat(t) {
    const a = fade(t, 4, 8);
    if (a <= 0) return;
    text('Stuur een bericht', width / 2, 52, { size: 30, alpha: a });
    const pop = (start) => 0.6 + 0.4 * ease((t - start) / 0.35);
    bubble(90, 100, 300, 'Hoi! Zin in koffie?', true, a * ease((t - 4.4) / 0.3), pop(4.4));
    bubble(250, 180, 300, 'Graag! Zaterdag?', false, a * ease((t - 5.4) / 0.3), pop(5.4));
    bubble(90, 260, 260, 'Afgesproken ☕', true, a * ease((t - 6.4) / 0.3), pop(6.4));
  }

  /** Scene 3 (8–12 s): a beating heart, free signup, adults only. */
  function sceneHeart(t) {
    const a = Math.min(ease((t - 8) / 0.4), 1);
    if (a <= 0) return;
    const beat = 1 + 0.08 * Math.max(0, Math.sin((t - 8) * Math.PI * 2 * 1.2)) ** 8;
    ctx.save();
    ctx.globalAlpha = a;
    ctx.fillStyle = '#fff';
    heartPath(width / 2, height * 0.4, 80 * beat);
    ctx.fill();
    ctx.restore();
    text('♥', width / 2, height * 0.36, { size: 44, color: PRIMARY, alpha: a });
    text('Gratis aanmelden', width / 2, height * 0.72, { size: 40, alpha: a * ease((t - 8.4) / 0.5) });
    text('Alleen voor 18+', width / 2, height * 0.86, { size: 22, weight: 600, alpha: a * ease((t - 8.9) / 0.5) });
  }

  function draw(t) {
    background(t);
    sceneHeartbeat(t);
    sceneChat(t);
    sceneHeart(t);
  }

  return (async () => {
    const config = { codec: 'vp09.00.10.08', width, height, bitrate, framerate: fps };
    const support = await VideoEncoder.isConfigSupported(config);
    if (!support.supported) throw new Error('VP9 encoding is not supported by this Chromium');
    const muxer = new Muxer({ target: new ArrayBufferTarget(), video: { codec: 'V_VP9', width, height, frameRate: fps } });
    let failure = null;
    const encoder = new VideoEncoder({ output: (chunk, meta) => muxer.addVideoChunk(chunk, meta), error: (e) => (failure = e) });
    encoder.configure(config);
    const frames = fps * seconds;
    for (let i = 0; i < frames; i++) {
      draw(i / fps);
      const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1e6) / fps), duration: Math.round(1e6 / fps) });
      encoder.encode(frame, { keyFrame: i % (fps * 4) === 0 });
      frame.close();
      if (encoder.encodeQueueSize > 8) await new Promise((r) => setTimeout(r, 0));
    }
    await encoder.flush();
    if (failure) throw failure;
    muxer.finalize();
    const video = new Uint8Array(muxer.target.buffer);
    draw(10.2);
    const poster = canvas.toDataURL('image/webp', 0.82);
    let binary = '';
    for (let i = 0; i < video.length; i += 0x8000) binary += String.fromCharCode(...video.subarray(i, i + 0x8000));
    return { video: btoa(binary), poster: poster.slice(poster.indexOf(',') + 1) };
  })();
}

const browser = findChromium();
const instance = await chromium.launch({ ...(browser ? { executablePath: browser.path } : {}), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await instance.newPage();
  // WebCodecs needs a secure context: a page of http://localhost (answered here, nothing listens).
  await page.route('http://localhost/render', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>render</title>' }));
  await page.goto('http://localhost/render');
  await page.addScriptTag({ path: require.resolve('webm-muxer') });
  const result = await page.evaluate(renderInPage, { width: WIDTH, height: HEIGHT, fps: FPS, seconds: SECONDS, bitrate: BITRATE });
  mkdirSync(outDir, { recursive: true });
  const video = Buffer.from(result.video, 'base64');
  const poster = Buffer.from(result.poster, 'base64');
  writeFileSync(path.join(outDir, 'hartklop.webm'), video);
  writeFileSync(path.join(outDir, 'poster.webp'), poster);
  console.log(`hartklop.webm ${(video.length / 1024).toFixed(0)} KB, poster.webp ${(poster.length / 1024).toFixed(0)} KB → ${path.relative(process.cwd(), outDir)}`);
} finally {
  await instance.close();
}
