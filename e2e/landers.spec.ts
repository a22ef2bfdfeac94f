import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, SAME_ORIGIN, test, uniqueEmail } from './fixtures';
import { remoteRoot } from './helpers';

/**
 * Landers (issue 14): each renders its campaign with real members from the public search and the
 * signup action; campaigns by slug; tracking parameters reach the signup; and a new lander is a
 * folder plus a registry line, shipped by redeploying mfe-landers alone.
 */

const LANDERS = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'socialnetwork', 'tinderswipe', 'transitionsvideolanding'];

/** The members the public search gives a visitor (the seeded ones), by name. */
async function searchedNames(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/members.php?page=1', { headers: { 'x-client-request': '1' } });
  expect(res.ok()).toBeTruthy();
  const { profiles } = (await res.json()) as { profiles: Array<{ name: string }> };
  return profiles.map((p) => p.name);
}

test.describe('landers on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const name of LANDERS) {
    test(`${name}: the default campaign with real members; its call to action opens the signup modal`, async ({ page, request }) => {
      const names = await searchedNames(request);
      await page.goto(`/landers/${name}`);
      const lander = page.locator(`[data-lander="${name}"]`);
      await expect(lander).toBeVisible();
      await expect(lander.getByRole('heading', { level: 1, name: 'Singles bij jou in de buurt' }).or(lander.getByRole('heading', { level: 1, name: 'Vanavond niet alleen' }))).toBeVisible();
      // Members of the public search, shown by name; the site-level fictional notice beside them.
      await expect(lander.getByText(new RegExp(names.slice(0, 24).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'))).first()).toBeVisible();
      await expect(lander.getByTestId('fictional-warning')).toContainText('Sommige profielen');
      await expect(page.locator('img[src*="/"]').first()).toBeVisible();
      await lander.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeVisible();
    });
  }

  test('tinderswipe: arrow keys pass and like; a like opens the signup modal', async ({ page }) => {
    await page.goto('/landers/tinderswipe');
    const card = page.getByTestId('swipe-card');
    await expect(card).toBeVisible();
    const first = await card.getAttribute('aria-label');
    await page.keyboard.press('ArrowLeft');
    await expect(card).not.toHaveAttribute('aria-label', first ?? '');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeVisible();
  });

  test('a slug selects its campaign; an unknown slug shows the default campaign, not the 404', async ({ page }) => {
    await page.goto('/landers/gallery/amsterdam');
    await expect(page.getByRole('heading', { level: 1, name: 'Singles uit Amsterdam en omgeving' })).toBeVisible();
    await expect(page.getByText('Noord-Holland').first()).toBeVisible();
    await page.goto('/landers/socialnetwork/bestaat-niet-meer');
    await expect(page.getByRole('heading', { level: 1, name: 'Singles bij jou in de buurt' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toHaveCount(0);
    await page.goto('/landers/bestaat-niet');
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('the tracking parameters of a lander URL are stored with the signup', async ({ page, baseURL }) => {
    await page.goto('/landers/iconslanding/vlaanderen?network=adnet&ref=campagne7&sub1=banner&sub2=nl-nh&sub3=v2');
    await expect(page.getByRole('heading', { level: 1, name: 'Vlaamse singles zoeken contact' })).toBeVisible();
    await page.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Gratis aanmelden' });
    await modal.getByRole('group', { name: 'Ik ben een' }).getByLabel('Man').check();
    await modal.getByRole('group', { name: 'Ik zoek een' }).getByLabel('Vrouw').check();
    await modal.getByLabel('E-mailadres').fill(uniqueEmail('lander'));
    await modal.getByLabel('Gebruikersnaam').fill('Landerbezoeker');
    await modal.getByLabel('Wachtwoord', { exact: true }).fill('een-lange-geheime-zin');
    await modal.getByLabel('Dag').selectOption('3');
    await modal.getByLabel('Maand').selectOption('7');
    await modal.getByLabel('Jaar').selectOption('1988');
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Gratis aanmelden' }).click();
    await expect(page).toHaveURL(/\/complete-signup/);
    const res = await page.request.get('/api/export.php', { headers: SAME_ORIGIN(baseURL!) });
    expect(res.ok()).toBeTruthy();
    const { account } = (await res.json()) as { account: { tracking: Record<string, unknown> } };
    expect(account.tracking).toEqual({ network: 'adnet', ref: 'campagne7', sub1: 'banner', sub2: 'nl-nh', sub3: 'v2' });
  });
});

test.describe('landers on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const name of LANDERS) {
    test(`${name}: fits the screen and its call to action opens /signup`, async ({ page }) => {
      await page.goto(`/landers/${name}`);
      const lander = page.locator(`[data-lander="${name}"]`);
      await expect(lander.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      await lander.getByRole('button', { name: 'Gratis aanmelden' }).first().click();
      await expect(page).toHaveURL(/\/signup$/);
    });
  }
});

// Marketing ships a lander alone: a folder, a registry line and its title in mfe-landers, a deploy of that
// remote, nothing else (no shell build, no other remote, no kernel change).
const root = path.resolve(__dirname, '..');
const DEPLOY_DIR = path.join(root, '.tmp/e2e-deploy');
const REGISTRY = path.join(root, 'mfe-landers/src/features/landers/registry.ts');
const TEXTS = path.join(root, 'mfe-landers/src/features/landers/i18n.ts');

test('a new lander is a folder plus a registry line, live after redeploying mfe-landers alone', async ({ page }) => {
  test.setTimeout(240_000);
  const name = `e2e-${Date.now().toString(36)}`;
  const folder = path.join(root, 'mfe-landers/src/features/landers/variants', name);
  await page.goto(`/landers/${name}`);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  const shellBefore = fs.readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8');
  const remotesBefore = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'remotes.json'), 'utf8'));

  const registry = fs.readFileSync(REGISTRY, 'utf8');
  const texts = fs.readFileSync(TEXTS, 'utf8');
  const marker = `Nieuwe lander ${name}`;
  try {
    fs.mkdirSync(folder);
    fs.writeFileSync(
      path.join(folder, 'index.tsx'),
      `import { SignupButton } from '../../components/SignupButton';
import type { LanderProps } from '../../types';

export default function NewLander({ campaign, members, onSignup }: LanderProps) {
  return (
    <section>
      <h1>${marker}</h1>
      <p>{campaign.headline}</p>
      <ul>{members.slice(0, 3).map((m) => <li key={m.id}>{m.name}</li>)}</ul>
      <SignupButton onSignup={onSignup} />
    </section>
  );
}
`,
    );
    const line = `  '${name}': { load: () => import('./variants/${name}') },\n`;
    const added = registry.replace(/(export const LANDERS[^\n]*\n)/, `$1${line}`);
    expect(added).toContain(line);
    fs.writeFileSync(REGISTRY, added);
    // its title: one line in the landers' texts (lander.titles.<name>)
    const title = `        '${name}': 'E2E lander',\n`;
    const titled = texts.replace(/(\n\s*titles: \{\n)/, `$1${title}`);
    expect(titled).toContain(title);
    fs.writeFileSync(TEXTS, titled);
    execFileSync(process.execPath, [path.join(root, 'scripts/deploy-remote.mjs'), 'mfe-landers'], {
      cwd: root,
      env: { ...process.env, DEPLOY_DIR },
      stdio: 'pipe',
    });
  } finally {
    fs.writeFileSync(REGISTRY, registry);
    fs.writeFileSync(TEXTS, texts);
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const remotesAfter = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'remotes.json'), 'utf8'));
  expect(remotesAfter['mfe-landers'].version).not.toBe(remotesBefore['mfe-landers'].version);
  for (const other of Object.keys(remotesBefore).filter((r) => r !== 'mfe-landers')) expect(remotesAfter[other]).toEqual(remotesBefore[other]);
  expect(fs.readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8')).toBe(shellBefore);

  try {
    await page.goto(`/landers/${name}/amsterdam`);
    await expect(page.getByRole('heading', { level: 1, name: marker })).toBeVisible();
    await expect(page.getByText('Singles uit Amsterdam en omgeving')).toBeVisible();
    await expect(page.locator('li').first()).toBeVisible();
    await expect(remoteRoot(page, 'mfe-landers')).toBeVisible();
    await expect(page).toHaveTitle(/^E2E lander/);
  } finally {
    // The specs that follow run against the landers version they were built with.
    const remotes = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'remotes.json'), 'utf8'));
    const tmp = path.join(DEPLOY_DIR, 'remotes.json.e2e.tmp');
    fs.writeFileSync(tmp, JSON.stringify({ ...remotes, 'mfe-landers': remotesBefore['mfe-landers'] }, null, 2));
    fs.renameSync(tmp, path.join(DEPLOY_DIR, 'remotes.json'));
  }
});
