import { screen, waitFor } from '@testing-library/react';
import { recordEvents } from 'shared-kernel/testing/bus';
import { logIn, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import App from './App';

useMockApi();

// Every route mfe-payments owns shows its page (direct debit is the next issue: still "coming soon").
it.each([
  ['/premium', 'Premium worden'],
  ['/pricing', 'Prijzen'],
  ['/credits', 'Credits kopen'],
  ['/credits/repeat-order', 'Herhaalbestelling'],
  ['/credits/3', 'Betaalmethode kiezen'],
  ['/credits/42/ideal', 'Naar de betaalpagina'],
  ['/credits/3/ideal?payment=501', 'Betaling geslaagd'],
  ['/directdebit', 'Automatische incasso'],
  ['/transactions', 'Transacties'],
  ['/transactions/501', 'Transactie HK-2026-000501'],
])('mfe-payments: %s renders "%s"', async (path, heading) => {
  logIn();
  const { container } = renderRemoteAt(App, path);
  expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-payments');
  expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
});

it.each(['/credits/abc', '/credits/0', '/credits/3/bitcoin', '/credits/3/ideal?payment=x', '/transactions/abc', '/credits/3/ideal/extra'])(
  '%s is reported to the shell as not found',
  async (path) => {
    logIn();
    const { events, stop } = recordEvents();
    renderRemoteAt(App, path);
    await waitFor(() => expect(events).toContainEqual({ type: 'route/notFound', path: path.split('?')[0], remote: 'mfe-payments' }), { timeout: 5000 });
    stop();
  },
);
