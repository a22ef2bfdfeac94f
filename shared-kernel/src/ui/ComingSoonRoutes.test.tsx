import { screen } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { settingsStore } from 'shared-kernel/stores/settings';
import { COMING_SOON_TEXT } from './ComingSoon';
import { ComingSoonRoutes } from './ComingSoonRoutes';

const App = () => (
  <ComingSoonRoutes
    remote="mfe-test"
    routes={[
      { path: 'chats', title: 'Berichten' },
      { path: 'chats/:id', title: 'Gesprek' },
    ]}
  />
);

afterEach(() => settingsStore.set(null));

test('each route shows its title, the notice and sets the tab title', async () => {
  const { container } = renderRemoteAt(App, '/chats/42');
  expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-test');
  expect(await screen.findByRole('heading', { level: 1, name: 'Gesprek' })).toBeInTheDocument();
  expect(screen.getByText(COMING_SOON_TEXT)).toBeInTheDocument();
  expect(document.title).toBe('Gesprek | Hartklop');
});

test('the tab title follows the site name from the settings', async () => {
  settingsStore.set({ name: 'Hartklop België' } as never);
  renderRemoteAt(App, '/chats');
  await screen.findByRole('heading', { level: 1, name: 'Berichten' });
  expect(document.title).toBe('Berichten | Hartklop België');
});

test('a path the remote does not own renders nothing (the shell owns the 404 page)', () => {
  const { container } = renderRemoteAt(App, '/pages/terms');
  expect(container.firstElementChild).toBeEmptyDOMElement();
});
