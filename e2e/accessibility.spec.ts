import AxeBuilder from '@axe-core/playwright';
import packages from '../scripts/packages.js';
import { expect, loginViaApi, SAME_ORIGIN, test, type Page } from './fixtures';

/**
 * Accessibility guard (issue 16, item 10): axe-core over every route of the remotes' manifests, as a
 * visitor and as the demo member, with ids from the seeded data: no serious or critical violation.
 * One page per route (a path a redirect leads to twice is checked once: a visitor's members' pages all
 * end on /login); one login for all member pages, which skip the pages a visitor's pass already saw.
 */

/** Sample values of route parameters; an optional parameter is left out, a prefix route skipped (its pages are listed). */
interface Samples {
  memberId: number;
  conversationId: number;
  bundleId: number;
}

function samplePath(pattern: string, s: Samples): string | null {
  if (pattern.endsWith('/*')) return null;
  const segments: string[] = [];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    if (segment.endsWith('?')) continue;
    const param = segment.slice(1);
    if (pattern.startsWith('/chats/')) segments.push(String(s.conversationId));
    else if (pattern.startsWith('/credits/')) segments.push(String(s.bundleId));
    else if (pattern === '/likes/:type') segments.push('given');
    else if (param === 'id') segments.push(String(s.memberId));
    else if (param === 'token') segments.push('welkom');
    else return null;
  }
  return `/${segments.join('/')}`;
}

const ROUTES = packages.MANIFESTS.flatMap((m) => m.routes.map((r) => r.path));

/** The page, once its area has loaded and nothing is busy any more. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /laden|geladen/i })).toHaveCount(0, { timeout: 15_000 });
  // A colour mid-transition is no colour the page shows: let finite transitions and animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

interface Finding {
  path: string;
  rule: string;
  impact: string;
  nodes: string[];
}

async function scan(page: Page, paths: readonly string[], seen: Set<string>): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    await page.goto(path);
    // Already redirected to a page checked before (a visitor's members' pages all end on /login): nothing to settle.
    if (seen.has(new URL(page.url()).pathname)) continue;
    await settle(page);
    const landed = new URL(page.url()).pathname;
    if (seen.has(landed)) continue;
    seen.add(landed);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      findings.push({ path: landed, rule: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) });
    }
  }
  return findings;
}

/** Pages whose content is the same for a visitor and a member (landers, static pages): checked in the visitor's pass. */
const PUBLIC_ONLY = /^\/(landers\/|pages\/|members\/[^/]+\/landing|:token)/;

test.describe('accessibility', () => {
  test.describe.configure({ timeout: 240_000 });

  test('every route as a visitor: no serious or critical axe violation', async ({ page }) => {
    const samples: Samples = { memberId: 1, conversationId: 1, bundleId: 1 };
    const paths = ROUTES.map((r) => samplePath(r, samples)).filter((p): p is string => p !== null);
    expect(paths.length).toBeGreaterThan(40);
    expect(await scan(page, paths, new Set())).toEqual([]);
  });

  test('every members’ route as the demo member: no serious or critical axe violation', async ({ page, baseURL }) => {
    await loginViaApi(page, 'demo@hartklop.nl', 'hartklop-demo');
    const headers = SAME_ORIGIN(baseURL!);
    const search = (await (await page.request.get('/api/members.php', { headers })).json()) as { profiles: Array<{ id: number }> };
    const chats = (await (await page.request.get('/api/chats.php', { headers })).json()) as { chats: Array<{ conversation: { id: number } }> };
    const bundles = (await (await page.request.get('/api/bundles.php', { headers })).json()) as { bundles: Array<{ id: number }> };
    const samples: Samples = {
      memberId: search.profiles[0]!.id,
      conversationId: chats.chats[0]!.conversation.id,
      bundleId: bundles.bundles[0]!.id,
    };
    const paths = ROUTES.filter((r) => !PUBLIC_ONLY.test(r))
      .map((r) => samplePath(r, samples))
      .filter((p): p is string => p !== null);
    expect(paths.length).toBeGreaterThan(25);
    expect(await scan(page, paths, new Set())).toEqual([]);
  });
});
