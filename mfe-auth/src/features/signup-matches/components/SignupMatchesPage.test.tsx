import { fireEvent, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { sessionStore } from 'shared-kernel/stores/session';
import { settingsStore } from 'shared-kernel/stores/settings';
import { logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { useNavigationSpy } from 'shared-kernel/testing/navigation';
import SignupMatchesPage, { SIGNUP_MATCHES_PATH } from './SignupMatchesPage';

useMockApi();
const navigateMock = useNavigationSpy();

beforeEach(() => {
  settingsStore.set(settingsFixture);
  logIn();
});

const renderPage = () => renderRemoteAt(SignupMatchesPage, SIGNUP_MATCHES_PATH);

const matches = (profiles: unknown[]) => server.use(mswHttp.get('*/api/signup-matches.php', () => HttpResponse.json({ profiles })));

describe('/signup-matches', () => {
  it('lists the matches as cards linking to their profiles, a fictional one clearly flagged', async () => {
    matches([
      { id: 3101, name: 'Lotte', age: 29, city: 'Amersfoort', country: 'NL', fictional: false, main_image: { filename: '/photos/3101/a.jpg', thumb_filename: '/photos/3101/a_thumb.jpg' } },
      { id: 3102, name: 'Femke', age: 33, city: 'Gent', country: 'BE', fictional: true, main_image: null },
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Jouw eerste matches' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Profielen' });
    const [lotte, femke] = within(list).getAllByRole('link');

    expect(lotte).toHaveAttribute('href', '/members/3101');
    const photo = within(lotte!).getByRole('img', { name: 'Lotte' });
    expect(photo).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/3101/a_thumb.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '240');
    expect(photo).toHaveAttribute('height', '240');
    expect(lotte).toHaveTextContent('29 jaar · Amersfoort');
    expect(within(lotte!).queryByText('Fictief profiel')).not.toBeInTheDocument();

    expect(femke).toHaveAttribute('href', '/members/3102');
    expect(within(femke!).getByRole('img', { name: 'Femke' })).toHaveTextContent('F');
    const marker = within(femke!).getByText('Fictief profiel');
    expect(marker).toHaveAttribute('title', settingsFixture.fictional_warning);
    expect(marker.querySelector('img')).toHaveAttribute('src', settingsFixture.fictional_icon);
    expect(screen.getByText(settingsFixture.fictional_warning)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Naar alle leden' })).toHaveAttribute('href', '/members');
  });

  it('works against the contract mocks', async () => {
    renderPage();
    expect(await screen.findByText('Lotte')).toBeInTheDocument();
    expect(screen.getAllByText('Fictief profiel')).toHaveLength(1);
  });

  it('shows no warning without fictional profiles', async () => {
    matches([{ id: 1, name: 'Anna', age: 40, city: '', country: 'NL', fictional: false, main_image: null }]);
    renderPage();
    expect(await screen.findByText('40 jaar')).toBeInTheDocument();
    expect(screen.queryByText(settingsFixture.fictional_warning)).not.toBeInTheDocument();
  });

  it('says so when there are no matches yet', async () => {
    matches([]);
    renderPage();
    expect(await screen.findByText('We hebben nog geen matches voor je gevonden. Bekijk alle leden om zelf iemand te vinden.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar alle leden' })).toBeInTheDocument();
  });

  it('offers a retry when the matches cannot be loaded', async () => {
    server.use(mswHttp.get('*/api/signup-matches.php', () => HttpResponse.json({ error: 'not_found', message: 'Niet gevonden.' }, { status: 404 })));
    renderPage();
    expect(await screen.findByText('Je matches kunnen nu niet worden geladen.')).toBeInTheDocument();
    expect(screen.getByText('Niet gevonden.')).toBeInTheDocument();
    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Lotte')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to log in and back', () => {
    sessionStore.set({ status: 'anonymous', user: null });
    renderPage();
    expect(navigateMock).toHaveBeenCalledWith('/login?redirect=/signup-matches');
  });

  it('waits while the session is unknown, asking the server for it', async () => {
    sessionStore.set({ status: 'unknown', user: null });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Je matches worden geladen...');
    expect(await screen.findByText('Lotte')).toBeInTheDocument();
    expect(navigateMock).not.toHaveBeenCalled();
  });
});
