import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from '../../../app/App';
import { apiError } from '../../../testing/payments';
import { assignLocation } from '../../../utils/location';

jest.mock('../../../utils/location', () => ({ assignLocation: jest.fn() }));
const assign = jest.mocked(assignLocation);

useMockApi();
afterEach(() => assign.mockReset());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type StartBody = { bundle_id: number; method: string; idempotency_key: string };
const posted = () => callsTo('POST', '/api/payment.php').map((r) => r.body as StartBody);

/** The Idempotency-Key header of every POST /api/payment.php, in order. */
const keyHeaders: Array<string | null> = [];
server.events.on('request:start', ({ request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname === '/api/payment.php') keyHeaders.push(request.headers.get('idempotency-key'));
});
afterEach(() => {
  keyHeaders.length = 0;
});

describe('StartPaymentPage (/credits/{id}/{method})', () => {
  it('starts the payment once with a fresh key and sends the browser to the checkout', async () => {
    logIn();
    renderRemoteAt(App, '/credits/3/ideal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Naar de betaalpagina' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Je gaat naar de betaalpagina van iDEAL...');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const bodies = posted();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ bundle_id: 3, method: 'ideal' });
    expect(bodies[0]!.idempotency_key).toMatch(UUID);
    expect(keyHeaders).toEqual([bodies[0]!.idempotency_key]);
    // The mocks' checkout leads straight back to the result page.
    expect(assign).toHaveBeenCalledWith('http://localhost/credits/3/ideal?payment=1001');
  });

  it("retries after a 503 with the same key (the HTTP client's retry of this attempt)", async () => {
    logIn();
    let attempts = 0;
    server.use(
      mswHttp.post('*/api/payment.php', () => {
        attempts += 1;
        return attempts === 1 ? apiError(503, 'internal_error', 'Storing') : undefined;
      }),
    );
    renderRemoteAt(App, '/credits/3/creditcard');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(keyHeaders).toHaveLength(2);
    expect(keyHeaders[1]).toBe(keyHeaders[0]);
    expect(posted()[1]!.idempotency_key).toBe(posted()[0]!.idempotency_key);
  });

  it.each([
    ['bundle_not_found', 404, 'Dit creditpakket bestaat niet (meer).', ['Terug naar de creditpakketten']],
    ['method_unavailable', 422, 'Deze betaalmethode is niet beschikbaar in jouw land.', ['Andere betaalmethode kiezen', 'Terug naar de creditpakketten']],
    [
      'payments_blocked',
      403,
      'Je kunt geen credits kopen zolang een teruggeboekte betaling niet is verrekend. Neem contact op met de klantenservice.',
      ['Naar mijn transacties'],
    ],
    ['provider_unavailable', 502, 'De betaalprovider is even niet bereikbaar. Probeer het zo nog eens.', ['Andere betaalmethode kiezen', 'Terug naar de creditpakketten']],
  ])('shows the API text of %s with a way back', async (code, status, message, links) => {
    logIn();
    server.use(mswHttp.post('*/api/payment.php', () => apiError(status, code, message)));
    renderRemoteAt(App, '/credits/3/ideal');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('De betaling kon niet starten');
    const hrefs: Record<string, string> = {
      'Terug naar de creditpakketten': '/credits',
      'Andere betaalmethode kiezen': '/credits/3',
      'Naar mijn transacties': '/transactions',
    };
    for (const name of Object.keys(hrefs)) {
      const link = screen.queryByRole('link', { name });
      if (links.includes(name)) expect(link).toHaveAttribute('href', hrefs[name]);
      else expect(link).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' }) !== null).toBe(code === 'provider_unavailable');
    expect(assign).not.toHaveBeenCalled();
  }, 15_000);

  it('a retry after a refusal is a new attempt with a new key', async () => {
    logIn();
    server.use(mswHttp.post('*/api/payment.php', () => apiError(409, 'provider_unavailable', 'De betaalprovider weigerde de betaling.'), { once: true }));
    renderRemoteAt(App, '/credits/3/ideal');
    fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }, { timeout: 5000 }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [first, second] = posted();
    expect(second!.idempotency_key).toMatch(UUID);
    expect(second!.idempotency_key).not.toBe(first!.idempotency_key);
  });

  it("the discount belongs to an earlier payment that can no longer be canceled: 'Ga verder met je openstaande betaling' goes to it (issue 27)", async () => {
    logIn();
    const text = 'Je hebt al een betaling met deze korting die nog niet is afgerond en niet meer kan worden geannuleerd. Ga verder met je openstaande betaling.';
    server.use(
      mswHttp.post('*/api/payment.php', () => HttpResponse.json({ error: 'discount_open_payment', message: text, payment_id: 7, continue_url: 'https://pay.example/checkout/tr_7' }, { status: 409 }), { once: true }),
    );
    renderRemoteAt(App, '/credits/3/ideal?code=TIMEBONUS25');
    expect(await screen.findByText(text, undefined, { timeout: 5000 })).toBeInTheDocument();
    // Starting again would be refused the same way: no retry, the way to the open payment instead.
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ga verder met je openstaande betaling' }));
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/tr_7');
    expect(posted()).toHaveLength(1);
  });

  it('direct debit leads to its own page without starting a payment', async () => {
    logIn();
    renderRemoteAt(App, '/credits/3/directdebit');
    await waitFor(() => expect(window.location.pathname).toBe('/directdebit'), { timeout: 5000 });
    expect(posted()).toHaveLength(0);
  });

  it('starts nothing for a visitor', async () => {
    renderRemoteAt(App, '/credits/3/ideal');
    expect(await screen.findByRole('link', { name: 'Inloggen' }, { timeout: 5000 })).toHaveAttribute('href', '/login?redirect=/credits/3/ideal');
    expect(posted()).toHaveLength(0);
  });
});
