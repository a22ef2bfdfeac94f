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

describe('mfe-members App', () => {
  it('marks its root element for end-to-end tests', async () => {
    const { container } = renderAt('/members');
    expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leden zoeken' })).toBeInTheDocument();
  });

  it.each([
    ['/members', 'Leden zoeken'],
    ['/members/42', 'Profiel bekijken'],
    ['/likes', 'Likes'],
    ['/likes/m/42', 'Like bekijken'],
    ['/likes/received', 'Likes'],
    ['/notifications', 'Meldingen'],
    ['/profile', 'Mijn profiel'],
    ['/match-finder', 'Matchfinder'],
    ['/swipe-game', 'Swipegame'],
    ['/lang-config', 'Taalinstellingen'],
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
