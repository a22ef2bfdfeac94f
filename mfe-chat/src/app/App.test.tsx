import { screen } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/remote/testing';
import App from './App';

// Every route mfe-chat owns shows its own Dutch title (the kernel's ComingSoonRoutes is tested in the kernel).
it.each([
  ['/chats', 'Berichten'],
  ['/chats/42', 'Gesprek'],
  ['/members/42/chat', 'Chatten'],
])('mfe-chat: %s renders "%s"', async (path, title) => {
  const { container } = renderRemoteAt(App, path);
  expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-chat');
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
