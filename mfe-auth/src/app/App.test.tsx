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

describe('mfe-auth App', () => {
  it('marks its root element for end-to-end tests', async () => {
    const { container } = renderAt('/login');
    expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Inloggen'],
    ['/signup', 'Aanmelden'],
    ['/signup-matches', 'Jouw eerste matches'],
    ['/complete-signup', 'Aanmelding voltooien'],
    ['/reset-password', 'Wachtwoord vergeten'],
    ['/reset-password/do', 'Nieuw wachtwoord instellen'],
    ['/activate/done', 'Account geactiveerd'],
    ['/activate/error', 'Activeren mislukt'],
    ['/mail-change/do', 'E-mailadres bevestigen'],
    ['/account-deleted', 'Account verwijderd'],
    ['/members/42/signup', 'Meld je gratis aan'],
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
