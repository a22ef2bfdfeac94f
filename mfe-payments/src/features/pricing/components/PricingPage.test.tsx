import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { userFixture } from 'shared-kernel/testing';
import { ENDPOINTS } from 'shared-kernel/contract/constants';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { mockBundlesResponse } from 'shared-kernel/testing/payments';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { seedPageData } from 'shared-kernel/stores/pageData';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';
import { apiError } from '../../../testing/payments';

useMockApi();

const bundle = (id: number) => document.querySelector<HTMLElement>(`[data-bundle-id="${id}"]`)!;

describe('PricingPage (/pricing)', () => {
  it('shows a visitor the bundles with price and price per credit, what things cost, and what premium means', async () => {
    renderRemoteAt(App, '/pricing');
    const list = await screen.findByRole('list', { name: 'Creditpakketten' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(bundle(1)).toHaveTextContent('50 credits€ 12,50€ 0,25 per credit');
    expect(bundle(3)).toHaveTextContent('Beste koop250 credits€ 49,75€ 0,199 per credit');
    // An overview: no bundle is chosen here.
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Prijzen voor Nederland, inclusief 21% btw.')).toBeInTheDocument();

    const costs = screen.getByRole('region', { name: 'Wat kost wat?' });
    // Issue 27: the credit cost is the unit; euros only as the lowest price, at the best-value rate.
    expect(within(costs).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Een bericht: 10 creditsvanaf € 1,99',
      'Een fotobericht: 15 creditsvanaf € 2,99',
      'Een cadeau: 25 creditsvanaf € 4,98',
    ]);
    expect(within(costs).getByText('Wat je in euro betaalt, hangt af van het pakket. „Vanaf” is de prijs bij het voordeligste pakket (€ 0,199 per credit).')).toBeInTheDocument();

    const premium = screen.getByRole('region', { name: 'Wat is premium?' });
    expect(within(premium).getByText("Je ziet alle foto's van andere leden.")).toBeInTheDocument();
    expect(within(premium).getByText("Je kunt 25 foto's op je profiel zetten in plaats van 3.")).toBeInTheDocument();
    expect(within(premium).getByText('Premium leden hebben 46% meer kans op een match.')).toBeInTheDocument();
    expect(within(premium).getByRole('link', { name: 'Meer over premium' })).toHaveAttribute('href', '/premium');

    // Visitors: log in (and land on /credits) or sign up.
    expect(await screen.findByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/credits');
    expect(screen.getByRole('button', { name: 'Meld je gratis aan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Credits kopen' })).not.toBeInTheDocument();
  });

  it('leads a member to /credits', async () => {
    logIn();
    renderRemoteAt(App, '/pricing');
    expect(await screen.findByRole('link', { name: 'Credits kopen' }, { timeout: 5000 })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('link', { name: 'Inloggen' })).not.toBeInTheDocument();
  });

  it('a server-rendered page shows the visitor the prices it was rendered with, without asking again; a member asks for theirs', async () => {
    const rendered = { ...mockBundlesResponse(null), country: 'BE', bundles: mockBundlesResponse(null).bundles.slice(0, 2) };
    seedPageData({ settings: settingsFixture, companyinfo: null, values: { [ENDPOINTS.bundles.path]: rendered } });
    try {
      const { unmount } = renderRemoteAt(App, '/pricing');
      const list = await screen.findByRole('list', { name: 'Creditpakketten' }, { timeout: 5000 });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.getByText('Prijzen voor België, inclusief 21% btw.')).toBeInTheDocument();
      expect(callsTo('GET', '/api/bundles.php')).toHaveLength(0);
      unmount();

      logIn();
      renderRemoteAt(App, '/pricing');
      expect(await screen.findByText('Prijzen voor Nederland, inclusief 21% btw.')).toBeInTheDocument();
      // A member's bundles wait for the welcome offer (issue 27), so they come with its prices.
      expect(within(await screen.findByRole('list', { name: 'Creditpakketten' })).getAllByRole('listitem')).toHaveLength(3);
      expect(callsTo('GET', '/api/bundles.php')).toHaveLength(1);
    } finally {
      seedPageData({ settings: settingsFixture, companyinfo: null, values: {} });
    }
  });

  it('shows a loading text, then the server text of a failure with a retry', async () => {
    server.use(mswHttp.get('*/api/bundles.php', () => apiError(404, 'not_found', 'Prijzen even niet beschikbaar.'), { once: true }));
    renderRemoteAt(App, '/pricing');
    expect(await screen.findByText('Prijzen worden geladen...', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Prijzen even niet beschikbaar.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('list', { name: 'Creditpakketten' })).toBeInTheDocument();
  });
});

describe('PremiumPage (/premium)', () => {
  it('explains premium (the first bundle makes you premium) and leads a member to /credits', async () => {
    logIn();
    renderRemoteAt(App, '/premium');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium worden' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Premium worden | Hartklop'));
    expect(screen.getByText(/met je eerste creditpakket ben je premium/)).toBeInTheDocument();
    expect(screen.getByText('Je wordt premium lid met je eerste aankoop van een creditpakket, welk pakket je ook kiest.')).toBeInTheDocument();
    expect(screen.getByText('Premium leden hebben 46% meer kans op een match.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kies een creditpakket' })).toHaveAttribute('href', '/credits');
  });

  it('speaks to a premium member as one: what they have, topping up, and no first-purchase offer asked for', async () => {
    // A member of their own: the welcome code is asked once per member and page.
    logIn({ ...userFixture, id: userFixture.id + 1000, paid_user: true });
    renderRemoteAt(App, '/premium');
    expect(await screen.findByRole('heading', { level: 1, name: 'Je bent premium lid' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Premium worden' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Je bent premium lid | Hartklop'));
    expect(screen.getByText(/^Dit heb je als premium lid\./)).toBeInTheDocument();
    expect(screen.getByText("Je ziet alle foto's van andere leden.")).toBeInTheDocument();
    expect(screen.queryByText(/met je eerste aankoop/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits bijkopen' })).toHaveAttribute('href', '/credits');
    // The welcome discount is for a first purchase: a premium member is not asked about it (the API answers 422).
    expect(callsTo('GET', '/api/discountcode.php')).toHaveLength(0);
  });

  it('offers a visitor the login that leads to /credits', async () => {
    renderRemoteAt(App, '/premium');
    expect(await screen.findByRole('link', { name: 'Inloggen' }, { timeout: 5000 })).toHaveAttribute('href', '/login?redirect=/credits');
  });
});
