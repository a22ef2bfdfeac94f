/**
 * The server's page heads (api/src/domain/site/head.ts) against the front end: the server matches
 * paths to routes as the shell does, and a lander's title in the HTML is the one mfe-landers sets
 * when it hydrates.
 */
import path from 'node:path';
import { LANDER_TEXTS, pageHead } from '../api/src/domain/site/head';
import { matchSiteRoute } from '../api/src/domain/site/routes';
import { readSiteRoutes } from '../api/src/web/site/manifests';
import { LANDERS } from '../mfe-landers/src/features/landers/registry';
import { i18n } from 'shared-kernel/i18n';
import { matchShellRoute } from '../shell/src/app/matchRoute';

const routes = readSiteRoutes(path.resolve(__dirname, '..'));
const site = { name: 'Hartklop', indexTitle: 'Hartklop', description: 'Hartklop.', language: 'nl-NL' };

describe('page heads', () => {
  it('match a path to the same route as the shell', () => {
    const paths = ['/', '/login', '/landers/tinderswipe', '/landers/gallery', '/landers/gallery/zomer', '/landers/nieuw', '/pages/terms', '/abc', '/members', '/members/7', '/members/7/landing2/x', '/members/7/chat', '/likes/m/3', '/likes/given', '/credits/2', '/credits/2/ideal', '/transactions', '/a/b/c'];
    for (const p of paths) expect({ p, name: matchSiteRoute(routes, p)?.route.name ?? null }).toEqual({ p, name: matchShellRoute(p)?.route.name ?? null });
  });

  it('title every lander as mfe-landers does (its Dutch lander.titles)', () => {
    expect(Object.keys(LANDER_TEXTS).sort()).toEqual(Object.keys(LANDERS).sort());
    const dutch = i18n.getFixedT('nl', 'landers');
    for (const name of Object.keys(LANDERS)) {
      expect(pageHead(routes, { pathname: `/landers/${name}`, origin: 'https://x.nl', site }).title).toBe(`${dutch(`lander.titles.${name}`)} | Hartklop`);
    }
  });
});
