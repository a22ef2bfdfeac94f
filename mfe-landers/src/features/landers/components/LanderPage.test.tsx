import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { bus, type EventOf } from 'shared-kernel/bus';
import { BUILT_IN_CAMPAIGN } from 'shared-kernel/contract/landers';
import { settingsFixture } from 'shared-kernel/testing/fixtures';
import { callsTo, server, useMockApi } from 'shared-kernel/testing/server';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';

useMockApi();

/** The first render transforms the lander's chunk on demand: give it longer than the default second. */
const slow = { timeout: 5000 };
beforeEach(() => settingsStore.set(settingsFixture));

describe('the lander framework', () => {
  it('shows a lander of the registry with its default campaign, its members and the site-level fictional notice', async () => {
    renderRemoteAt(App, '/landers/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles bij jou in de buurt' }, slow)).toBeInTheDocument();
    expect(callsTo('GET', '/api/lander.php')[0]?.search).toBe('?variant=gallery');
    const wall = screen.getByRole('list', { name: /singles in deze galerij/ });
    expect(within(wall).getAllByRole('button').length).toBeGreaterThan(4);
    expect(screen.getByTestId('fictional-warning')).toHaveTextContent(/Sommige profielen op Hartklop zijn/);
    expect(document.title).toMatch(/^Fotogalerij van singles/);
  });

  it('flags each fictional member with the site’s fictional text', async () => {
    renderRemoteAt(App, '/landers/gallery');
    await screen.findByRole('heading', { level: 1 }, slow);
    const flagged = document.querySelectorAll('[data-fictional="true"]');
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged[0]).toHaveTextContent(settingsFixture.fictional_singular);
  });

  it('a slug selects its campaign and filters the members with it', async () => {
    renderRemoteAt(App, '/landers/gallery/rijpe-vrouwen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rijpe vrouwen zoeken contact' }, slow)).toBeInTheDocument();
    const search = new URLSearchParams(callsTo('GET', '/api/members.php')[0]?.search);
    expect(search.get('gender')).toBe('female');
    expect(search.get('min_age')).toBe('40');
  });

  it('an unknown slug shows the default campaign, not a 404', async () => {
    const notFound: unknown[] = [];
    const sub = bus.on('route/notFound').subscribe((e) => notFound.push(e));
    renderRemoteAt(App, '/landers/gallery/bestaat-niet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles bij jou in de buurt' }, slow)).toBeInTheDocument();
    sub.unsubscribe();
    expect(notFound).toEqual([]);
  });

  it('the API’s built-in campaign (no row applies) has no headline: the lander shows its own title', async () => {
    server.use(mswHttp.get('*/api/lander.php', () => HttpResponse.json({ campaign: { ...BUILT_IN_CAMPAIGN, variant: 'gallery', slug: null, hero_members: [] } })));
    renderRemoteAt(App, '/landers/gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fotogalerij van singles' }, slow)).toBeInTheDocument();
  });

  it('a tap on a member or the call to action is the signup action (the modal on a desktop)', async () => {
    const requested: EventOf<'signup/requested'>[] = [];
    const sub = bus.on('signup/requested').subscribe((e) => requested.push(e));
    renderRemoteAt(App, '/landers/gallery');
    const wall = await screen.findByRole('list', { name: /singles in deze galerij/ }, slow);
    fireEvent.click(within(wall).getAllByRole('button')[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Gratis aanmelden' })[0]!);
    await waitFor(() => expect(requested).toHaveLength(2));
    sub.unsubscribe();
    expect(requested[0]).toMatchObject({ source: 'lander-gallery' });
  });
});
