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

describe('mfe-chat App', () => {
  it('marks its root element for end-to-end tests', async () => {
    const { container } = renderAt('/chats');
    expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Berichten' })).toBeInTheDocument();
  });

  it.each([
    ['/chats', 'Berichten'],
    ['/chats/42', 'Gesprek'],
    ['/members/42/chat', 'Chatten'],
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
