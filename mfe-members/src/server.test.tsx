/**
 * @jest-environment node
 */
import { companyInfoFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import { render, rendersOnServer } from './server';

test('mfe-members renders the search at /members on the server, no profile or member page', () => {
  expect(rendersOnServer('/members')).toBe(true);
  expect(rendersOnServer('/members/')).toBe(true);
  for (const path of ['/members/12', '/members/12/landing', '/likes', '/notifications', '/profile', '/match-finder', '/swipe-game', '/lang-config']) {
    expect([path, rendersOnServer(path)]).toEqual([path, false]);
  }
});

test('the server render of /members has the heading, the filters and the results’ placeholder', async () => {
  const data = { settings: settingsFixture, companyinfo: companyInfoFixture, values: {} };
  const page = await render({ url: '/members?gender=female', locale: 'nl', data });
  const html = page?.html ?? '';
  expect(html).toContain('data-remote="mfe-members"');
  expect(html).toContain('<h1>Leden zoeken</h1>');
  expect(html).toContain('role="search"');
  expect(html).toContain('Leden worden gezocht...');
  expect(html).toContain('data-testid="results-placeholder"');
  expect(html.match(/<li/g)?.length).toBeGreaterThanOrEqual(10);
  // Not the text of a cleared search: the browser's first render searches at once.
  expect(html).not.toContain('Kies je filters en klik op Zoeken.');

  expect(await render({ url: '/members/12', locale: 'nl', data })).toBeNull();
});
