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
const ORDER = 'Nogmaals 100 credits met iDEAL voor € 22,50';
const posted = () => callsTo('POST', '/api/repeat-order.php').map((r) => r.body as { idempotency_key: string });

describe('RepeatOrderPage (/credits/repeat-order)', () => {
  it('offers the last bundle with the last method in one button that goes to the checkout', async () => {
    logIn();
    renderRemoteAt(App, '/credits/repeat-order');
    const button = await screen.findByRole('button', { name: ORDER }, { timeout: 5000 });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('http://localhost/credits/2/ideal?payment=1001');
    const bodies = posted();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.idempotency_key).toMatch(UUID);
    expect(screen.getByRole('link', { name: 'Ander pakket of andere betaalmethode kiezen' })).toHaveAttribute('href', '/credits');
  });

  it('explains when there is no last order and leads to the bundles', async () => {
    logIn();
    server.use(mswHttp.get('*/api/repeat-order.php', () => HttpResponse.json({ last: null })));
    renderRemoteAt(App, '/credits/repeat-order');
    expect(await screen.findByText('Je hebt nog geen eerdere aankoop die je kunt herhalen.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kies een creditpakket' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByRole('button', { name: /^Nogmaals/ })).not.toBeInTheDocument();
  });

  it('shows the API text of a refusal, and a new click is a new attempt', async () => {
    logIn();
    server.use(
      mswHttp.post('*/api/repeat-order.php', () => apiError(403, 'payments_blocked', 'Je kunt nu geen credits kopen. Neem contact op met de klantenservice.'), {
        once: true,
      }),
    );
    renderRemoteAt(App, '/credits/repeat-order');
    fireEvent.click(await screen.findByRole('button', { name: ORDER }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Je kunt nu geen credits kopen. Neem contact op met de klantenservice.');
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: ORDER }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [first, second] = posted();
    expect(second!.idempotency_key).not.toBe(first!.idempotency_key);
  });
});
