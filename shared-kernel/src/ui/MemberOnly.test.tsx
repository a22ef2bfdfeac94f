import { fireEvent, render, screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { recordEvents } from 'shared-kernel/testing/bus';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { RemoteProviders } from 'shared-kernel/remote';
import { sessionStore } from 'shared-kernel/stores/session';
import { MemberOnly, VisitorCta } from './MemberOnly';

useMockApi();

function renderAt(path: string, ui: React.ReactElement) {
  window.history.pushState({}, '', path);
  return render(<RemoteProviders>{ui}</RemoteProviders>);
}

const memberOnly = <MemberOnly visitorText="Log in om te chatten met andere leden." signup={{ source: 'chat', profileId: 42 }}>
  <p>Alleen voor leden</p>
</MemberOnly>;

describe('VisitorCta', () => {
  it('offers logging in (and coming back) and signing up', () => {
    const { events, stop } = recordEvents();
    renderAt('/', <VisitorCta text="Log in om leden te zoeken." returnPath="/members?leeftijd=30" signup={{ source: 'search' }} />);
    expect(screen.getByText('Log in om leden te zoeken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/members%3Fleeftijd%3D30');
    fireEvent.click(screen.getByRole('button', { name: 'Meld je gratis aan' }));
    stop();
    expect(events).toContainEqual({ type: 'signup/requested', source: 'search' });
  });

  it('takes another label for the login link', () => {
    renderAt('/', <VisitorCta text="Tekst" returnPath="/likes" loginLabel="Log in" signup={{}} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=/likes');
  });
});

describe('MemberOnly', () => {
  it('shows its content to a logged-in member', () => {
    logIn();
    renderAt('/chats', memberOnly);
    expect(screen.getByText('Alleen voor leden')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Inloggen' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in and come back to this very address, or to sign up', () => {
    const { events, stop } = recordEvents();
    renderAt('/chat?profile_id=42', memberOnly);
    expect(screen.queryByText('Alleen voor leden')).not.toBeInTheDocument();
    expect(screen.getByText('Log in om te chatten met andere leden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/chat%3Fprofile_id%3D42');
    fireEvent.click(screen.getByRole('button', { name: 'Meld je gratis aan' }));
    stop();
    expect(events).toContainEqual({ type: 'signup/requested', source: 'chat', profileId: 42 });
  });

  it('asks for the session while it is unknown, with a spinner meanwhile', async () => {
    sessionStore.set({ status: 'unknown', user: null });
    server.use(mswHttp.get('/api/user.php', () => HttpResponse.json({ error: 'unauthorized', message: 'Log in.' }, { status: 401 })));
    renderAt('/chats', memberOnly);
    expect(screen.getByText('Pagina wordt geladen...')).toBeInTheDocument();
    expect(await screen.findByText('Log in om te chatten met andere leden.')).toBeInTheDocument();
    expect(callsTo('GET', '/api/user.php')).toHaveLength(1);
  });
});
