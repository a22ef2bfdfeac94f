import { rendersOnServer } from './server';

test('mfe-landers renders its public pages on the server, not redirects, unknown landers or the ones that grow', () => {
  for (const path of ['/', '/pages/terms', '/pages/faq', '/complaints', '/landers/gallery', '/landers/gallery/zomer', '/members/12/landing']) {
    expect([path, rendersOnServer(path)]).toEqual([path, true]);
  }
  for (const path of ['/algemene-voorwaarden', '/landers/onbekend', '/landers/collagelanding', '/members', '/login']) {
    expect([path, rendersOnServer(path)]).toEqual([path, false]);
  }
});
