import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { settingsFixture, userFixture } from 'shared-kernel/testing/fixtures';
import { setMockSession } from 'shared-kernel/testing';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { Route, Routes } from 'shared-kernel/router';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import { server, useMockApi } from 'shared-kernel/testing/server';
import { useNavigationSpy } from 'shared-kernel/testing/navigation';
import MemberSignupPage from './MemberSignupPage';
import SignupPage from './SignupPage';

// Every test starts logged out.
useMockApi();
const navigateMock = useNavigationSpy();

beforeEach(() => {
  settingsStore.set(settingsFixture);
});

function SignupRoutes() {
  return (
    <Routes>
      <Route path="signup" element={<SignupPage />} />
      <Route path="members/:id/signup" element={<MemberSignupPage />} />
    </Routes>
  );
}

const renderAt = (path: string) => renderRemoteAt(SignupRoutes, path);

describe('/signup', () => {
  it('shows the heading and the form without a message field', () => {
    renderAt('/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Meld je gratis aan' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Aanmeldformulier' })).toHaveAttribute('data-source', 'signup-page');
    expect(screen.queryByLabelText('Je eerste bericht aan dit lid')).not.toBeInTheDocument();
  });

  it('sends a logged-in member to /members', () => {
    sessionStore.set({ status: 'authenticated', user: userFixture });
    renderAt('/signup');
    expect(navigateMock).toHaveBeenCalledWith('/members');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks for an unknown session, showing the form meanwhile, and redirects a member', async () => {
    sessionStore.set({ status: 'unknown', user: null });
    setMockSession(userFixture);
    renderAt('/signup');
    expect(screen.getByRole('form', { name: 'Aanmeldformulier' })).toBeInTheDocument();
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/members'));
  });

  it('redirects when the visitor logs in elsewhere while on the page', () => {
    renderAt('/signup');
    act(() => sessionStore.set({ status: 'authenticated', user: userFixture }));
    expect(navigateMock).toHaveBeenCalledWith('/members');
  });

  it('after signing up here goes to the signup steps, not to /members', async () => {
    server.use(mswHttp.post('*/api/signup.php', () => HttpResponse.json({ user: { ...userFixture, status: 'not_confirmed' } }, { status: 201 })));
    renderAt('/signup');
    fireEvent.click(screen.getAllByRole('radio', { name: 'Vrouw' })[0]!);
    fireEvent.click(screen.getAllByRole('radio', { name: 'Man' })[1]!);
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'eva@example.nl' } });
    fireEvent.change(screen.getByLabelText('Gebruikersnaam'), { target: { value: 'Eva' } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'geheim123' } });
    fireEvent.change(screen.getByLabelText('Dag'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Maand'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Jaar'), { target: { value: '1990' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Gratis aanmelden/ }));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/complete-signup'));
    expect(navigateMock).not.toHaveBeenCalledWith('/members');
    expect(sessionStore.get().status).toBe('authenticated');
  });
});

describe('/members/:id/signup', () => {
  it('shows the member heading and the first-message field', () => {
    renderAt('/members/3101/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Stuur dit lid een bericht: meld je gratis aan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Je eerste bericht aan dit lid')).toBeInTheDocument();
  });

  it('sends a logged-in member to the profile', () => {
    sessionStore.set({ status: 'authenticated', user: userFixture });
    renderAt('/members/3101/signup');
    expect(navigateMock).toHaveBeenCalledWith('/members/3101');
  });

  it.each(['/members/abc/signup', '/members/0/signup', '/members/99999999999/signup'])(
    'reports %s to the shell as not found and renders nothing',
    async (path) => {
      const events: AppEvent[] = [];
      const sub = bus.events$.subscribe((e) => events.push(e));
      const { container } = renderAt(path);
      await waitFor(() => expect(events).toContainEqual({ type: 'route/notFound', path, remote: 'mfe-auth' }));
      sub.unsubscribe();
      expect(container).toBeEmptyDOMElement();
    },
  );
});
