/**
 * @jest-environment node
 */
import type { Settings } from 'shared-kernel/contract';
import { companyInfoFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import type { ServerRenderResult } from 'shared-kernel/server/render';
import { render, rendersOnServer } from './server';

// Node, as in the API's process (no document, no localStorage). Hydration is checked in a browser
// (e2e/html-first-auth.spec.ts): jest's styled-components class names depend on the module order.

const trafficSourcesOnly: Settings = { ...settingsFixture, signups: 'with_trafficsource' };

const serverRender = (url: string, settings: Settings = settingsFixture): Promise<ServerRenderResult | null> =>
  render({ url, locale: 'nl', data: { settings, companyinfo: companyInfoFixture, values: {} } });

const serverHtml = async (url: string, settings?: Settings): Promise<string> => {
  const page = await serverRender(url, settings);
  if (!page) throw new Error(`${url} was not rendered on the server`);
  expect(page.css).toMatch(/^<style[^>]*data-styled/);
  return page.html;
};

describe('mfe-auth on the server (issue 16, HTML first)', () => {
  it('renders /login and /signup on the server, nothing else', () => {
    for (const path of ['/login', '/signup', '/login/']) expect([path, rendersOnServer(path)]).toEqual([path, true]);
    for (const path of ['/reset-password', '/activate/done', '/settings', '/members/12/signup', '/login/extra', '/']) {
      expect([path, rendersOnServer(path)]).toEqual([path, false]);
    }
  });

  it('/login: the page with its form, posted (never in the address) when sent before the script runs', async () => {
    const html = await serverHtml('/login?redirect=%2Fchats&email=a%40b.nl');
    expect(html).toMatch(/^<div data-remote="mfe-auth">/);
    expect(html).toMatch(/<h1[^>]*>Inloggen<\/h1>/);
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(html).toMatch(/<input type="email"[^>]*name="email" value="a@b.nl"\/>/);
    expect(html).toMatch(/<input type="password"[^>]*autoComplete="current-password"/);
    expect(html).toContain('<a href="/signup">Meld je gratis aan</a>');
  });

  it('/signup: the form, posted; the years (the visitor’s clock) only in the browser', async () => {
    const html = await serverHtml('/signup');
    expect(html).toMatch(/<h1[^>]*>Meld je gratis aan<\/h1>/);
    expect(html).toMatch(/<form [^>]*aria-label="Aanmeldformulier"[^>]*method="post"/);
    expect(html).toContain('<option value="12">december</option>');
    expect(html).toMatch(/autoComplete="bday-year"[^>]*><option value="" selected="">Jaar<\/option><\/select>/);
    expect(html).not.toContain('Uitnodigingscode');
  });

  it('/signup for traffic sources only: the address decides on the server (the stored network only in the browser)', async () => {
    expect(await serverHtml('/signup?network=partner', trafficSourcesOnly)).not.toContain('Uitnodigingscode');
    expect(await serverHtml('/signup', trafficSourcesOnly)).toContain('Uitnodigingscode');
  });

  it('renders in the language of the page (the locale files of mfe-auth load on the server too)', async () => {
    const settings: Settings = { ...settingsFixture, locales: ['nl', 'fr'] };
    const page = await render({ url: '/login', locale: 'fr', data: { settings, companyinfo: companyInfoFixture, values: {} } });
    expect(page?.html).toMatch(/<h1[^>]*>Se connecter<\/h1>/);
    const signup = await render({ url: '/signup', locale: 'fr', data: { settings, companyinfo: companyInfoFixture, values: {} } });
    expect(signup?.html).toMatch(/<h1[^>]*>Inscris-toi gratuitement<\/h1>/);
    expect(await serverHtml('/login')).toMatch(/<h1[^>]*>Inloggen<\/h1>/);
  });

  it('answers null for a page it leaves to the browser', async () => {
    expect(await serverRender('/reset-password')).toBeNull();
    expect(await serverRender('/settings')).toBeNull();
  });
});
