import { render, screen } from '@testing-library/react';
import { RemoteProviders } from 'shared-kernel/remote';
import App from './App';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <RemoteProviders>
      <App />
    </RemoteProviders>,
  );
}

describe('mfe-payments App', () => {
  it('marks its root element for end-to-end tests', async () => {
    const { container } = renderAt('/credits');
    expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-payments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits kopen' })).toBeInTheDocument();
  });

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
  ])('%s renders "%s"', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Hartklop`);
  });

  it('renders nothing of its own for a path it does not own', () => {
    const { container } = renderAt('/pages/terms');
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
