import { screen } from '@testing-library/react';
import { renderRemoteAt } from 'shared-kernel/remote/testing';
import App from './App';

// Every route mfe-auth owns shows its own Dutch title (the kernel's ComingSoonRoutes is tested in the kernel).
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
])('mfe-auth: %s renders "%s"', async (path, title) => {
  const { container } = renderRemoteAt(App, path);
  expect(container.firstElementChild).toHaveAttribute('data-remote', 'mfe-auth');
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
