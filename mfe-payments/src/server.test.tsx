/**
 * @jest-environment node
 */
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { companyInfoFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import { mockBundlesResponse } from 'shared-kernel/testing/payments';
import { render, rendersOnServer } from './server';

test('mfe-payments renders /pricing on the server, none of the member pages', () => {
  expect(rendersOnServer('/pricing')).toBe(true);
  expect(rendersOnServer('/pricing/')).toBe(true);
  for (const path of ['/premium', '/credits', '/credits/3', '/credits/repeat-order', '/directdebit', '/transactions', '/pricing/extra']) {
    expect([path, rendersOnServer(path)]).toEqual([path, false]);
  }
});

test('the server render of /pricing has the prices of the page data and the visitor’s way to log in', async () => {
  const bundles = { ...mockBundlesResponse(null), country: 'BE' };
  const data = { settings: settingsFixture, companyinfo: companyInfoFixture, values: { [ENDPOINTS.bundles.path]: bundles } };
  const page = await render({ url: '/pricing', locale: 'nl', data });
  const html = page?.html ?? '';
  expect(html).toContain('data-remote="mfe-payments"');
  expect(html).toContain('<h1>Prijzen</h1>');
  expect(html).toContain('aria-label="Creditpakketten"');
  expect(html.match(/data-bundle-id=/g)).toHaveLength(3);
  // The page data's answer (Belgium's prices), not a spinner.
  expect(html).toContain('€ 49,75');
  expect(html).toContain('Prijzen voor België, inclusief 21% btw.');
  // What things cost: credits first, euros only as the lowest price (issue 27).
  expect(html).toContain('Een bericht: 10 credits');
  expect(html).toContain('vanaf € 1,99');
  expect(html).not.toContain('Prijzen worden geladen...');
  expect(html).toContain('href="/login?redirect=/credits"');
  expect(page?.css).toMatch(/^<style data-styled="true"/);

  expect(await render({ url: '/credits', locale: 'nl', data })).toBeNull();
});

test('a French visitor’s /pricing is rendered in French, amounts in French notation', async () => {
  const data = { settings: { ...settingsFixture, locales: ['nl', 'fr'] }, companyinfo: companyInfoFixture, values: { [ENDPOINTS.bundles.path]: mockBundlesResponse(null) } };
  const html = (await render({ url: '/pricing', locale: 'fr', data }))?.html ?? '';
  expect(html).toContain('<h1>Tarifs</h1>');
  expect(html).toContain('49,75 €');
  expect(html).toContain('Un message\u202f: 10 crédits');
  expect(html).toContain('à partir de 1,99 €');
  // Back to Dutch for the next render of this build.
  expect((await render({ url: '/pricing', locale: 'nl', data }))?.html).toContain('<h1>Prijzen</h1>');
});
