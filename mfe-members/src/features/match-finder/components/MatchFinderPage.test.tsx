import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';

useMockApi();

beforeEach(() => settingsStore.set({ ...settingsFixture, cdn_prefix: '/media/' }));

async function renderFinder() {
  renderRemoteAt(App, '/match-finder');
  await screen.findByRole('heading', { level: 2, name: 'Lotte' }, { timeout: 5000 });
}

const cardOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('MatchFinderPage', () => {
  it('lists suggested members with their score and reasons', async () => {
    logIn();
    await renderFinder();
    expect(screen.getByRole('heading', { level: 1, name: 'Matchfinder' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/match-finder.php')).toHaveLength(1);
    const lotte = cardOf('Lotte');
    expect(lotte).toHaveTextContent('92% match');
    expect(within(lotte).getByRole('list', { name: 'Waarom Lotte bij je past' })).toHaveTextContent('Woont bij jou in de buurt');
    expect(within(lotte).getByRole('link', { name: 'Lotte' })).toHaveAttribute('href', '/members/3000');
    expect(cardOf('Femke')).toHaveTextContent('87% match');
  });

  it('marks a cam-and-resell profile with the "Live cam" badge, next to the fictional flag', async () => {
    logIn();
    const card = { id: 3100, name: 'Lotte', age: 29, city: 'Utrecht', country: 'NL', fictional: true, cam: true, main_image: null, score: 80, reasons: [] };
    server.use(mswHttp.get('*/api/match-finder.php', () => HttpResponse.json({ profiles: [card, { ...card, id: 3101, name: 'Femke', fictional: false, cam: false }] })));
    await renderFinder();
    expect(within(cardOf('Lotte')).getByText('Live cam')).toBeInTheDocument();
    expect(cardOf('Lotte').querySelector('[data-fictional]')).not.toBeNull();
    expect(within(cardOf('Femke')).queryByText('Live cam')).toBeNull();
  });

  it('"Like" sends POST /api/like.php and marks the card as liked', async () => {
    logIn();
    const events: AppEvent[] = [];
    const sub = bus.on('match/show').subscribe((e) => events.push(e));
    await renderFinder();
    fireEvent.click(within(cardOf('Lotte')).getByRole('button', { name: 'Like Lotte' }));
    expect(await within(cardOf('Lotte')).findByRole('button', { name: 'Je hebt Lotte geliked' })).toBeDisabled();
    expect(callsTo('POST', '/api/like.php')[0]?.body).toEqual({ profile_id: 3000 });
    sub.unsubscribe();
    expect(events).toEqual([]);
  });

  it('a like that makes a match opens the match modal through the bus', async () => {
    logIn();
    const events: AppEvent[] = [];
    const sub = bus.on('match/show').subscribe((e) => events.push(e));
    await renderFinder();
    // Femke (3001) liked the member already.
    fireEvent.click(within(cardOf('Femke')).getByRole('button', { name: 'Like Femke' }));
    await waitFor(() => expect(events).toEqual([{ type: 'match/show', profile: { id: 3001, name: 'Femke', main_image: null } }]));
    sub.unsubscribe();
  });

  it("a refused like shows the server's text on that card", async () => {
    logIn();
    server.use(mswHttp.post('*/api/like.php', () => HttpResponse.json({ error: 'not_found', message: 'Dit profiel bestaat niet (meer).' }, { status: 404 })));
    await renderFinder();
    fireEvent.click(within(cardOf('Lotte')).getByRole('button', { name: 'Like Lotte' }));
    expect(await within(cardOf('Lotte')).findByRole('alert')).toHaveTextContent('Dit profiel bestaat niet (meer).');
    expect(within(cardOf('Lotte')).getByRole('button', { name: 'Like Lotte' })).toBeEnabled();
  });

  it('without suggestions an empty state shows', async () => {
    logIn();
    server.use(mswHttp.get('*/api/match-finder.php', () => HttpResponse.json({ profiles: [] })));
    renderRemoteAt(App, '/match-finder');
    expect(await screen.findByText('We hebben nu geen nieuwe matches voor je. Kom later terug!', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('visitors are asked to log in', async () => {
    renderRemoteAt(App, '/match-finder');
    expect(await screen.findByText('Log in om je matches te zien.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo('GET', '/api/match-finder.php')).toHaveLength(0);
  });
});
