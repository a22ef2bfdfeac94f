import { screen, waitFor } from '@testing-library/react';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { mockMembers } from 'shared-kernel/testing/members';
import { logIn, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';

useMockApi();
beforeEach(() => {
  settingsStore.set(settingsFixture);
  sessionStore.set({ status: 'anonymous', user: null });
});

const real = mockMembers.find((m) => !m.fictional)!;
const fictional = mockMembers.find((m) => m.fictional)!;

describe('member landings', () => {
  it.each([
    [`/members/${real.id}/landing`, 'spotlight'],
    [`/members/${real.id}/landing2`, 'chat'],
    [`/members/${real.id}/landing2/zomer`, 'chat'],
    [`/members/${real.id}/landing3/onbekende-campagne`, 'card'],
  ])('%s shows the member (%s design) and leads a visitor to their signup page', async (path, design) => {
    renderRemoteAt(App, path);
    const landing = await screen.findByTestId('member-landing');
    expect(landing).toHaveAttribute('data-design', design);
    expect(landing).toHaveTextContent(real.name);
    expect(landing).toHaveTextContent(`${real.age}`);
    expect(landing).toHaveTextContent(real.city);
    expect(landing).toHaveTextContent(real.about);
    const actions = screen.getAllByRole('link', { name: `Stuur ${real.name} een bericht` });
    for (const action of actions) expect(action).toHaveAttribute('href', `/members/${real.id}/signup`);
    expect(landing.querySelector('[data-fictional]')).toBeNull();
    expect(screen.queryByTestId('fictional-warning')).not.toBeInTheDocument();
  });

  it.each(['landing', 'landing2', 'landing3'])('/%s of a fictional member shows the mark and the per-profile warning', async (page) => {
    renderRemoteAt(App, `/members/${fictional.id}/${page}`);
    const landing = await screen.findByTestId('member-landing');
    expect(landing.querySelector('[data-fictional]')).toHaveTextContent(settingsFixture.fictional_singular);
    expect(screen.getByTestId('fictional-warning')).toHaveTextContent(settingsFixture.fictional_warning);
  });

  it('leads a logged-in member to the profile itself', async () => {
    logIn();
    renderRemoteAt(App, `/members/${real.id}/landing3`);
    await screen.findByTestId('member-landing');
    expect(screen.getByRole('link', { name: `Bekijk het profiel van ${real.name}` })).toHaveAttribute('href', `/members/${real.id}`);
  });

  it.each(['/members/999999/landing', '/members/999999/landing2/zomer', '/members/abc/landing3', '/members/0/landing'])(
    'reports %s (no visible member) to the shell as not found',
    async (path) => {
      const events: AppEvent[] = [];
      const sub = bus.events$.subscribe((e) => events.push(e));
      renderRemoteAt(App, path);
      await waitFor(() => expect(events).toContainEqual({ type: 'route/notFound', path, remote: 'mfe-landers' }));
      expect(screen.queryByTestId('member-landing')).not.toBeInTheDocument();
      sub.unsubscribe();
    },
  );
});
