import { screen } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/remote/testing';
import App from './App';

// Every route mfe-payments owns shows its own Dutch title (the kernel's ComingSoonRoutes is tested in the kernel).
it.each([
  ['/premium', 'Premium worden'],
  ['/pricing', 'Prijzen'],
  ['/credits', 'Credits kopen'],
  ['/credits/repeat-order', 'Herhaalbestelling'],
  ['/credits/42', 'Betaalmethode kiezen'],
  ['/credits/42/ideal', 'Betaalmethode kiezen'],
  ['/directdebit', 'Automatische incasso'],
  ['/transactions', 'Transacties'],
  ['/transactions/42', 'Transacties'],
])('mfe-payments: %s renders "%s"', async (path, title) => {
  const { container } = renderRemoteAt(App, path);
  expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-payments');
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
