import { screen, waitFor } from '@testing-library/react';
import type { User } from 'shared-kernel/contract';
import { MOCK_TOKENS, userFixture } from 'shared-kernel/testing';
import { Route, Routes } from 'shared-kernel/router';
import { sessionStore } from 'shared-kernel/stores/session';
import { callsTo, logIn, useMockApi } from 'shared-kernel/testing/server';
import { renderStrictAt } from '../../../testing/renderStrict';
import ActivateDonePage from './ActivateDonePage';

useMockApi();

const unconfirmed: User = {
  ...userFixture,
  status: 'not_confirmed',
  profile: { ...userFixture.profile, status: 'disabled' },
};

/** The page inside strict mode (effects run twice on mount) next to a stand-in error route. */
const Harness = () => (
  <Routes>
    <Route path="activate/done" element={<ActivateDonePage />} />
    <Route path="activate/error" element={<h1>Foutpagina</h1>} />
  </Routes>
);

describe('ActivateDonePage', () => {
  it('activates once, refreshes the logged-in user and links to the members', async () => {
    logIn(unconfirmed);
    renderStrictAt(Harness, `/activate/done?token=${MOCK_TOKENS.activate}`);
    const before = window.history.length;
    expect(screen.getByRole('status')).toHaveTextContent('Je account wordt geactiveerd...');
    expect(await screen.findByText('Je account is geactiveerd')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account geactiveerd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk leden' })).toHaveAttribute('href', '/members');
    expect(sessionStore.get().user?.status).toBe('confirmed');
    expect(callsTo('POST', '/api/activate.php').map((r) => r.body)).toEqual([{ token: MOCK_TOKENS.activate }]);
    expect(callsTo('GET', '/api/user.php')).toHaveLength(1);
    // The spent token leaves the address bar, in the same history entry; the page stays a success.
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/activate/done');
    expect(window.history.length).toBe(before);
    expect(screen.getByText('Je account is geactiveerd')).toBeInTheDocument();
    expect(callsTo('POST', '/api/activate.php')).toHaveLength(1);
  });

  it('activates for a visitor who is not logged in without asking for the user', async () => {
    renderStrictAt(Harness, `/activate/done?token=${MOCK_TOKENS.activate}`);
    expect(await screen.findByText('Je account is geactiveerd')).toBeInTheDocument();
    expect(callsTo('POST', '/api/activate.php')).toHaveLength(1);
    expect(callsTo('GET', '/api/user.php')).toHaveLength(0);
  });

  it('replaces the address with /activate/error when the link is refused', async () => {
    renderStrictAt(Harness, '/activate/done?token=mock-activate-token-9999');
    const before = window.history.length;
    expect(await screen.findByRole('heading', { name: 'Foutpagina' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/activate/error');
    expect(window.history.length).toBe(before);
    expect(callsTo('POST', '/api/activate.php')).toHaveLength(1);
  });

  it('goes to /activate/error at once without a token', async () => {
    renderStrictAt(Harness, '/activate/done');
    expect(await screen.findByRole('heading', { name: 'Foutpagina' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/activate/error'));
    expect(callsTo('POST', '/api/activate.php')).toHaveLength(0);
  });
});
