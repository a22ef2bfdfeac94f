import { act, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { userFixture } from 'shared-kernel/testing';
import { mockBundlesResponse } from 'shared-kernel/testing/payments';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';

useMockApi();

async function renderCredits() {
  renderRemoteAt(App, '/credits');
  return screen.findByRole('list', { name: 'Creditpakketten' }, { timeout: 5000 });
}

describe('CreditsPage (/credits)', () => {
  it('lists the bundles, each leading to its method choice, and marks only the best value', async () => {
    logIn();
    const list = await renderCredits();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual(['/credits/1', '/credits/2', '/credits/3']);
    expect(within(list).getAllByText('Beste koop')).toHaveLength(1);
    expect(within(items[2]!).getByText('Beste koop')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('link', { name: 'Kies 250 credits' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('€ 12,50')).toBeInTheDocument();
  });

  it('marks the bundle the server calls best value, whichever it is', async () => {
    logIn();
    const prices = mockBundlesResponse(null);
    server.use(
      mswHttp.get('*/api/bundles.php', () =>
        HttpResponse.json({ ...prices, bundles: prices.bundles.map((b) => ({ ...b, best_value: b.id === 1 })) }),
      ),
    );
    const list = await renderCredits();
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText('Beste koop')).toBeInTheDocument();
    expect(within(list).getAllByText('Beste koop')).toHaveLength(1);
  });

  it('shows the balance and, for a free member, that the first purchase brings premium', async () => {
    logIn();
    await renderCredits();
    expect(screen.getByText('Je hebt nu 35 credits.')).toBeInTheDocument();
    expect(screen.getByText(/Met je eerste aankoop word je ook premium lid./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wat is premium?' })).toHaveAttribute('href', '/premium');
    expect(screen.queryByRole('link', { name: 'Vorige bestelling herhalen' })).not.toBeInTheDocument();
  });

  it('offers a premium member the repeat order', async () => {
    logIn({ ...userFixture, paid_user: true });
    await renderCredits();
    expect(screen.queryByText(/Met je eerste aankoop/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vorige bestelling herhalen' })).toHaveAttribute('href', '/credits/repeat-order');
  });

  it('says so when the country has no bundles', async () => {
    logIn();
    server.use(mswHttp.get('*/api/bundles.php', () => HttpResponse.json({ ...mockBundlesResponse(null), bundles: [] })));
    renderRemoteAt(App, '/credits');
    expect(await screen.findByText('Er zijn op dit moment geen creditpakketten voor jouw land.', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    renderRemoteAt(App, '/credits');
    expect(await screen.findByText('Log in of meld je gratis aan om credits te kopen.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/credits');
    expect(screen.queryByRole('list', { name: 'Creditpakketten' })).not.toBeInTheDocument();
  });
});

describe('CreditsPage with a discount code (issue 13)', () => {
  it("prices the bundles with the server's discount and carries the code to the method choice", async () => {
    logIn();
    renderRemoteAt(App, '/credits?code=hartje10');
    expect(await screen.findByText('Code HARTJE10: 10% korting', {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
    const list = screen.getByRole('list', { name: 'Creditpakketten' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('€ 11,25')).toBeInTheDocument();
    expect(within(items[0]!).getByText('€ 12,50').tagName).toBe('S');
    expect(items.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual(['/credits/1?code=HARTJE10', '/credits/2?code=HARTJE10', '/credits/3?code=HARTJE10']);
  });

  it("says 'Code niet gevonden' for an unknown code and keeps the prices", async () => {
    logIn();
    renderRemoteAt(App, '/credits?code=BESTAATNIET');
    expect(await screen.findByRole('alert')).toHaveTextContent('Code niet gevonden');
    const list = screen.getByRole('list', { name: 'Creditpakketten' });
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/credits/1', '/credits/2', '/credits/3']);
  });

  it("applies the time bonus to a new member at once ('Welkomstkorting toegepast'); 'Zonder korting' shows the full prices and keeps them off on the method choice; one button applies it again (issue 27)", async () => {
    logIn({ ...userFixture, signup_date: new Date(Date.now() - 60_000).toISOString() });
    const list = await renderCredits();
    const offer = screen.getByRole('region', { name: 'Welkomstkorting toegepast' });
    expect(offer).toHaveTextContent('25% korting op je eerste creditpakket: de prijzen hieronder zijn al verlaagd.');
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('€ 12,50').tagName).toBe('S');
    expect(within(items[0]!).getByText('-25%')).toBeInTheDocument();
    expect(items.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual(['/credits/1?code=TIMEBONUS25', '/credits/2?code=TIMEBONUS25', '/credits/3?code=TIMEBONUS25']);
    // The code field is for other codes: it does not repeat the welcome code.
    expect(screen.getByRole('textbox', { name: 'Kortingscode' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Gebruik code TIMEBONUS25' })).not.toBeInTheDocument();

    act(() => within(offer).getByRole('button', { name: 'Zonder korting' }).click());
    const use = await screen.findByRole('button', { name: 'Gebruik code TIMEBONUS25' });
    expect(screen.getByRole('region', { name: '25% welkomstkorting op je eerste creditpakket' })).toBeInTheDocument();
    const full = within(screen.getByRole('list', { name: 'Creditpakketten' })).getAllByRole('listitem');
    expect(within(full[0]!).getByText('€ 12,50').tagName).not.toBe('S');
    expect(full.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual(['/credits/1?code=', '/credits/2?code=', '/credits/3?code=']);

    act(() => use.click());
    expect(await screen.findByRole('region', { name: 'Welkomstkorting toegepast' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Creditpakketten' })).getAllByRole('listitem').map((li) => within(li).getByRole('link').getAttribute('href'))[0]).toBe('/credits/1?code=TIMEBONUS25');
  });

  it("while the offer is being applied, shows no 'Gebruik code' button that would turn into 'Zonder korting' under the member's finger", async () => {
    logIn({ ...userFixture, signup_date: new Date(Date.now() - 60_000).toISOString() });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    // Held, then passed on to the default handler (a resolver that returns nothing falls through).
    server.use(mswHttp.get('*/api/discountcode.php', async () => void (await answered)));
    renderRemoteAt(App, '/credits');
    // The bundles are in (the code field shows), their discounted prices are not.
    expect(await screen.findByRole('textbox', { name: 'Kortingscode' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Creditpakketten worden geladen...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gebruik code TIMEBONUS25' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /welkomstkorting/i })).not.toBeInTheDocument();
    release();
    const offer = await screen.findByRole('region', { name: 'Welkomstkorting toegepast' });
    expect(within(offer).getByRole('button', { name: 'Zonder korting' })).toBeInTheDocument();
  });

  it('a member the offer no longer applies to sees the full prices and no offer', async () => {
    // A member of their own: the welcome code is asked once per member and page.
    logIn({ ...userFixture, id: userFixture.id + 1000, paid_user: true, signup_date: new Date(Date.now() - 60_000).toISOString() });
    const list = await renderCredits();
    expect(screen.queryByRole('region', { name: 'Welkomstkorting toegepast' })).not.toBeInTheDocument();
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText('€ 12,50').tagName).not.toBe('S');
    // The welcome discount is for a first purchase: a premium member is not asked about it (the API answers 422).
    expect(callsTo('GET', '/api/discountcode.php')).toHaveLength(0);
  });
});
