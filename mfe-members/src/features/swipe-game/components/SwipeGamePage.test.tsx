import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { bus, type AppEvent } from 'shared-kernel/bus';
import { settingsFixture, userFixture } from 'shared-kernel/testing/fixtures';
import { resetSearchState, setSearchCriteria } from 'shared-kernel/stores/search';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';
import { SWIPE_THRESHOLD } from './SwipeGamePage';

useMockApi();

// jsdom has no PointerEvent: a MouseEvent carries the same clientX and button.
const hadPointerEvent = 'PointerEvent' in window;
beforeAll(() => {
  if (!hadPointerEvent) Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
});
afterAll(() => {
  if (!hadPointerEvent) Reflect.deleteProperty(window, 'PointerEvent');
});
beforeEach(() => settingsStore.set({ ...settingsFixture, cdn_prefix: '/media/' }));
afterEach(resetSearchState);

/** The next midnight in Amsterdam as the server sends it (ISO, UTC). */
function nextAmsterdamMidnight(): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + 24 * 3600 * 1000),
  );
  const candidates = ['+01:00', '+02:00'].map((offset) => new Date(`${day}T00:00:00${offset}`));
  const hour = (d: Date) => new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', hour: '2-digit', hourCycle: 'h23' }).format(d);
  return candidates.find((d) => hour(d) === '00')!.toISOString();
}

function answerSwipe(likesLeft: number) {
  const resetsAt = nextAmsterdamMidnight();
  server.use(
    mswHttp.get('*/api/swipe.php', () =>
      HttpResponse.json({
        profiles: [
          { id: 3000, name: 'Lotte', age: 20, city: 'Utrecht', country: 'NL', fictional: false, main_image: null, photo_count: 0, about_line: '', interests: [] },
          {
            id: 3001,
            name: 'Femke',
            age: 27,
            city: 'Amsterdam',
            country: 'NL',
            fictional: true,
            main_image: { filename: 'f.jpg', thumb_filename: 'f_t.jpg' },
            photo_count: 3,
            about_line: 'Ik fiets elke ochtend langs de Amstel en…',
            interests: ['Wandelen', 'Koken'],
            presence: 'today',
            distance_km: 35,
          },
        ],
        likes_left: likesLeft,
        resets_at: resetsAt,
      }),
    ),
  );
}

async function renderGame() {
  renderRemoteAt(App, '/swipe-game');
  await screen.findByRole('article', {}, { timeout: 5000 });
}

const card = () => screen.getByRole('article');

describe('SwipeGamePage', () => {
  it('shows one profile at a time with the likes left today; "Nee" skips, "Like" likes', async () => {
    logIn();
    await renderGame();
    expect(screen.getByRole('heading', { level: 1, name: 'Swipegame' })).toBeInTheDocument();
    expect(card()).toHaveAccessibleName('Lotte, 20 jaar, Utrecht');
    expect(screen.getByText('Nog 4 likes vandaag')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nee, Lotte overslaan' }));
    await waitFor(() => expect(card()).toHaveAccessibleName('Femke, 27 jaar, Amsterdam'));
    expect(callsTo('POST', '/api/swipe.php')[0]?.body).toEqual({ profile_id: 3000, like: false });
    expect(screen.getByText('Nog 4 likes vandaag')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Like Femke' }));
    expect(await screen.findByText('Nog 3 likes vandaag')).toBeInTheDocument();
    expect(callsTo('POST', '/api/swipe.php')[1]?.body).toEqual({ profile_id: 3001, like: true });
  });

  it('shows photo, name, age, city, the fictional flag, photo count, about-me, interests, presence and distance', async () => {
    logIn();
    answerSwipe(4);
    await renderGame();
    fireEvent.click(screen.getByRole('button', { name: 'Nee, Lotte overslaan' }));
    await waitFor(() => expect(card()).toHaveAccessibleName('Femke, 27 jaar, Amsterdam'));
    expect(screen.getByRole('img', { name: 'Foto van Femke' })).toHaveAttribute('src', '/media/f.jpg');
    expect(card().querySelector('[data-fictional]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Femke' })).toHaveAttribute('href', '/members/3001');
    // More than name, age and city (issue 15).
    expect(within(card()).getByTestId('swipe-photo-count')).toHaveTextContent("3 foto's");
    expect(within(card()).getByText('Ik fiets elke ochtend langs de Amstel en…')).toBeInTheDocument();
    expect(card().querySelector('[data-line="interests"]')).toHaveTextContent('Wandelen · Koken');
    expect(within(card()).getByTestId('presence-distance')).toHaveTextContent('Vandaag actief · 35 km');
  });

  it('a match opens the match modal through the bus', async () => {
    logIn();
    const events: AppEvent[] = [];
    const sub = bus.on('match/show').subscribe((e) => events.push(e));
    await renderGame();
    fireEvent.click(screen.getByRole('button', { name: 'Nee, Lotte overslaan' }));
    // Femke (3001) liked the member already.
    fireEvent.click(await screen.findByRole('button', { name: 'Like Femke' }));
    await waitFor(() => expect(events).toEqual([{ type: 'match/show', profile: { id: 3001, name: 'Femke', main_image: null } }]));
    sub.unsubscribe();
  });

  it('a 429 swipe_limit shows the server text and when the likes come back; "Like" is off, "Nee" stays', async () => {
    logIn();
    answerSwipe(2);
    server.use(
      mswHttp.post('*/api/swipe.php', () =>
        HttpResponse.json({ error: 'swipe_limit', message: 'Je hebt je 4 likes van vandaag gebruikt. Morgen kun je weer swipen.' }, { status: 429 }),
      ),
    );
    await renderGame();
    fireEvent.click(screen.getByRole('button', { name: 'Like Lotte' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Je hebt je 4 likes van vandaag gebruikt. Morgen kun je weer swipen.');
    expect(alert).toHaveTextContent('Morgen om 00:00 kun je weer swipen');
    expect(screen.getByText('Nog 0 likes vandaag')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like Lotte' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nee, Lotte overslaan' })).toBeEnabled();
    expect(callsTo('POST', '/api/swipe.php')).toHaveLength(1);
  });

  it('with no likes left the notice shows at once and only "Nee" works', async () => {
    logIn();
    answerSwipe(0);
    await renderGame();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Je hebt je likes van vandaag gebruikt.');
    expect(alert).toHaveTextContent('Morgen om 00:00 kun je weer swipen');
    expect(screen.getByText('Nog 0 likes vandaag')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like Lotte' })).toBeDisabled();
  });

  it('with the likes spent, a member who is not premium is offered premium: a link to /premium', async () => {
    logIn({ ...userFixture, paid_user: false });
    answerSwipe(0);
    await renderGame();
    const offer = within(screen.getByRole('alert')).getByTestId('swipe-premium-offer');
    expect(offer).toHaveTextContent('Wil je vandaag verder liken? Premium leden hebben 46% meer kans op een match.');
    expect(within(offer).getByRole('link', { name: 'Word premium lid' })).toHaveAttribute('href', '/premium');
  });

  it('a premium member with the likes spent is not offered premium', async () => {
    logIn({ ...userFixture, paid_user: true });
    answerSwipe(0);
    await renderGame();
    expect(screen.getByRole('alert')).toHaveTextContent('Morgen om 00:00 kun je weer swipen');
    expect(screen.queryByTestId('swipe-premium-offer')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Word premium lid' })).toBeNull();
  });

  it('asks for no age range before the member searched (the API takes their age ± 10)', async () => {
    logIn();
    answerSwipe(4);
    await renderGame();
    expect(callsTo('GET', '/api/swipe.php').map((c) => c.search)).toEqual(['']);
  });

  it('asks for the age range of the search of the member', async () => {
    logIn();
    answerSwipe(4);
    setSearchCriteria({ min_age: 30, max_age: 45 });
    await renderGame();
    expect(callsTo('GET', '/api/swipe.php').map((c) => c.search)).toEqual(['?min_age=30&max_age=45']);
  });

  it('using up the likes of the day in the mock ends in the limit notice', async () => {
    logIn();
    await renderGame();
    for (const left of [3, 2, 1, 0]) {
      const like = screen.getAllByRole('button').find((b) => b.textContent === 'Like')!;
      fireEvent.click(like);
      await screen.findByText(left === 1 ? 'Nog 1 like vandaag' : `Nog ${left} likes vandaag`);
    }
    expect(screen.getByRole('alert')).toHaveTextContent('Morgen om');
    expect(screen.getAllByRole('button').find((b) => b.textContent === 'Like')).toBeDisabled();
  });

  it('a sideways drag past the threshold likes (right) or skips (left)', async () => {
    logIn();
    answerSwipe(4);
    await renderGame();
    fireEvent.pointerDown(card(), { clientX: 200, button: 0 });
    fireEvent.pointerMove(card(), { clientX: 200 - SWIPE_THRESHOLD - 10 });
    fireEvent.pointerUp(card(), { clientX: 200 - SWIPE_THRESHOLD - 10 });
    await waitFor(() => expect(callsTo('POST', '/api/swipe.php')).toHaveLength(1));
    await waitFor(() => expect(card()).toHaveAccessibleName('Femke, 27 jaar, Amsterdam'));
    fireEvent.pointerDown(card(), { clientX: 100, button: 0 });
    fireEvent.pointerUp(card(), { clientX: 100 + SWIPE_THRESHOLD / 2 });
    fireEvent.pointerDown(card(), { clientX: 100, button: 0 });
    fireEvent.pointerUp(card(), { clientX: 100 + SWIPE_THRESHOLD });
    await waitFor(() => expect(callsTo('POST', '/api/swipe.php')).toHaveLength(2));
    expect(callsTo('POST', '/api/swipe.php').map((c) => c.body)).toEqual([
      { profile_id: 3000, like: false },
      { profile_id: 3001, like: true },
    ]);
  });

  it('the arrow keys like (→) or skip (←), but not while typing or while a dialog is open', async () => {
    logIn();
    answerSwipe(4);
    await renderGame();
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    field.remove();
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    dialog.remove();
    fireEvent.keyDown(document.body, { key: 'ArrowRight', ctrlKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('POST', '/api/swipe.php')).toHaveLength(0);
    expect(card()).toHaveAccessibleName('Lotte, 20 jaar, Utrecht');

    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await waitFor(() => expect(callsTo('POST', '/api/swipe.php')).toHaveLength(1));
    await waitFor(() => expect(card()).toHaveAccessibleName('Femke, 27 jaar, Amsterdam'));
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await waitFor(() => expect(callsTo('POST', '/api/swipe.php')).toHaveLength(2));
    expect(callsTo('POST', '/api/swipe.php').map((c) => c.body)).toEqual([
      { profile_id: 3000, like: false },
      { profile_id: 3001, like: true },
    ]);
  });

  it('visitors are asked to log in', async () => {
    renderRemoteAt(App, '/swipe-game');
    expect(await screen.findByText('Log in om de swipegame te spelen.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo('GET', '/api/swipe.php')).toHaveLength(0);
  });
});
