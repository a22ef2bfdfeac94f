import { screen } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/remote/testing';
import App from './App';

// Every route mfe-members owns shows its own Dutch title (the kernel's ComingSoonRoutes is tested in the kernel).
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
])('mfe-members: %s renders "%s"', async (path, title) => {
  const { container } = renderRemoteAt(App, path);
  expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-members');
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
