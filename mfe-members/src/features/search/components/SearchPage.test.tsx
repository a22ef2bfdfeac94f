import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { bus, type AppEvent } from 'shared-kernel/bus';
import type { ProfileCard } from 'shared-kernel/contract';
import { AUTHENTICATION_REQUIRED_MESSAGE } from 'shared-kernel/testing';
import { regionsFixture, settingsFixture } from 'shared-kernel/testing/fixtures';
import { renderRemoteAt } from 'shared-kernel/testing/remote';
import { regionsStore } from 'shared-kernel/stores/regions';
import { initialSearchState, resetSearchState, searchStore, setSearchCriteria, setSearchResults } from 'shared-kernel/stores/search';
import { settingsStore } from 'shared-kernel/stores/settings';
import App from '../../../app/App';
import { sortStore } from '../utils/searchSort';
import { useIntersectionObserverStub } from '../../../testing/intersectionObserver';
import { callsTo, logIn, server, useMockApi } from 'shared-kernel/testing/server';

useMockApi();
const observer = useIntersectionObserverStub();
// jsdom does not scroll.
const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
afterAll(() => scrollTo.mockRestore());

beforeEach(() => {
  settingsStore.set(settingsFixture);
  regionsStore.set(regionsFixture);
  resetSearchState();
  sortStore.set({ wanted: 'newest', applied: 'newest' });
});

const searches = () => callsTo('GET', '/api/members.php');
const cards = () => document.querySelectorAll('[data-profile-id]');
const card = (id: number) => document.querySelector(`[data-profile-id="${id}"]`) as HTMLElement;

const profile = (id: number, patch: Partial<ProfileCard> = {}): ProfileCard => ({
  id,
  name: `Lid ${id}`,
  age: 30,
  city: 'Utrecht',
  country: 'NL',
  fictional: false,
  cam: false,
  main_image: null,
  ...patch,
});

function answerSearch(body: Partial<{ profiles: ProfileCard[]; numResults: number; numResultsCapped: boolean; similar_results: ProfileCard[]; similar_numResults: number }>) {
  server.use(
    mswHttp.get('*/api/members.php', () =>
      HttpResponse.json({ profiles: [], page: 1, per_page: 24, numResults: 0, numResultsCapped: false, similar_results: [], similar_numResults: 0, ...body }),
    ),
  );
}

async function renderSearch() {
  const view = renderRemoteAt(App, '/members');
  // The first render loads the page's chunk (slow on a busy machine).
  await screen.findByRole('heading', { level: 1, name: 'Leden zoeken' }, { timeout: 5000 });
  return view;
}

describe('SearchPage', () => {
  it('searches with the initial filters on a first visit and shows the count and the cards', async () => {
    await renderSearch();
    expect(await screen.findByText('60 leden gevonden')).toHaveAttribute('role', 'status');
    expect(cards()).toHaveLength(24);
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.search).toBe('?min_age=18&max_age=80&page=1');
    expect(document.title).toBe('Leden zoeken | Hartklop');
    const link = within(card(3000)).getByRole('link', { name: 'Lotte, 20 jaar, Utrecht' });
    expect(link).toHaveAttribute('href', '/members/3000');
    expect(within(card(3007)).getByRole('link')).toHaveAccessibleName(/, fictief profiel$/);
    expect(link).toHaveTextContent('Lotte');
    expect(link).toHaveTextContent('20 jaar · Utrecht');
  });

  it('builds the query from the filters', async () => {
    await renderSearch();
    await screen.findByText('60 leden gevonden');
    fireEvent.change(screen.getByLabelText('Ik zoek'), { target: { value: 'female' } });
    const region = screen.getByLabelText('Regio');
    expect(region).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'NL' } });
    expect(region).toBeEnabled();
    expect(within(region).getByRole('option', { name: 'Utrecht' })).toHaveValue('NL-UT');
    fireEvent.change(region, { target: { value: 'NL-UT' } });
    fireEvent.change(screen.getByLabelText('Leeftijd vanaf'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Leeftijd tot en met'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]?.search).toBe('?gender=female&country=NL&countryregion=NL-UT&min_age=25&max_age=40&page=1');
    expect(searchStore.get()).toMatchObject({ gender: 'female', country: 'NL', countryregion: 'NL-UT', min_age: 25, max_age: 40 });
    // The mock finds the Dutch women aged 25 to 40.
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(screen.getByText(/leden? gevonden$/)).toHaveTextContent(`${searchStore.get().numResults}`);
  });

  it('keeps the ages in order and changing the country clears the region', async () => {
    await renderSearch();
    fireEvent.change(screen.getByLabelText('Leeftijd tot en met'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Leeftijd vanaf'), { target: { value: '45' } });
    expect(screen.getByLabelText('Leeftijd tot en met')).toHaveValue('45');
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'NL' } });
    fireEvent.change(screen.getByLabelText('Regio'), { target: { value: 'NL-UT' } });
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'BE' } });
    expect(screen.getByLabelText('Regio')).toHaveValue('');
  });

  it('offers only the fields of settings.search_fields', async () => {
    settingsStore.set({ ...settingsFixture, search_fields: ['gender'] });
    await renderSearch();
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(screen.getByLabelText('Ik zoek')).toBeInTheDocument();
    expect(screen.queryByLabelText('Land')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Regio')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Leeftijd vanaf')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Ik zoek'), { target: { value: 'male' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]?.search).toBe('?gender=male&page=1');
  });

  it('appends the next pages with "Meer laden" until all are shown', async () => {
    await renderSearch();
    await screen.findByText('60 leden gevonden');
    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(searches()[1]?.search).toBe('?min_age=18&max_age=80&page=2');
    expect(card(3000)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(searches()[2]?.search).toBe('?min_age=18&max_age=80&page=3');
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
    expect(Object.keys(searchStore.get().results)).toEqual(['1', '2', '3']);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    await renderSearch();
    await screen.findByText('60 leden gevonden');
    expect(observer.watched()).toBe(1);
    act(() => observer.intersect());
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(searches().map((c) => c.search)).toEqual(['?min_age=18&max_age=80&page=1', '?min_age=18&max_age=80&page=2']);
  });

  it('"Wissen" resets the filters and the results', async () => {
    await renderSearch();
    await screen.findByText('60 leden gevonden');
    fireEvent.change(screen.getByLabelText('Ik zoek'), { target: { value: 'male' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText('Ik zoek')).toHaveValue('male'));
    fireEvent.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(cards()).toHaveLength(0);
    expect(screen.queryByText(/leden gevonden/)).not.toBeInTheDocument();
    expect(screen.getByText('Kies je filters en klik op Zoeken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ik zoek')).toHaveValue('');
    expect(searchStore.get()).toEqual(initialSearchState);
    expect(searches()).toHaveLength(2);
  });

  it('shows a held search again without asking the server (back from a profile)', async () => {
    const first = await renderSearch();
    await screen.findByText('60 leden gevonden');
    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    first.unmount();

    await renderSearch();
    expect(await screen.findByText('60 leden gevonden')).toBeInTheDocument();
    expect(cards()).toHaveLength(48);
    expect(searches()).toHaveLength(2);
  });

  it('leaves the scroll position to the shell: a list shown again does not scroll by itself', async () => {
    const first = await renderSearch();
    await screen.findByText('60 leden gevonden');
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    first.unmount();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockClear();
    await renderSearch();
    await screen.findByText('60 leden gevonden');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('restores the criteria and pages held in the kernel store', async () => {
    setSearchCriteria({ gender: 'female', country: 'BE', min_age: 30, max_age: 50 });
    setSearchResults(1, [profile(1), profile(2)], 2);
    await renderSearch();
    expect(screen.getByText('2 leden gevonden')).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    expect(screen.getByLabelText('Ik zoek')).toHaveValue('female');
    expect(screen.getByLabelText('Land')).toHaveValue('BE');
    expect(screen.getByLabelText('Leeftijd vanaf')).toHaveValue('30');
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });

  it('flags fictional profiles with the icon and text, and shows the warning above the results', async () => {
    await renderSearch();
    await screen.findByText('60 leden gevonden');
    // Mock member 3007 is fictional.
    expect(within(card(3007)).getByText('fictief profiel')).toBeInTheDocument();
    expect(card(3007).querySelector(`img[src="${settingsFixture.fictional_icon}"]`)).not.toBeNull();
    expect(within(card(3000)).queryByText('fictief profiel')).not.toBeInTheDocument();
    // A list: the site-level disclosure, not the per-profile fictional_warning.
    const warning = screen.getByText(/^Sommige profielen op Hartklop zijn fictieve profielen, /);
    expect(screen.queryByText(settingsFixture.fictional_warning)).not.toBeInTheDocument();
    expect(warning.closest('[data-testid="fictional-warning"]')).toHaveAttribute('role', 'alert');
    // Above the results.
    expect(warning.compareDocumentPosition(card(3000)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no fictional warning when no fictional profile is listed', async () => {
    answerSearch({ profiles: [profile(1), profile(2)], numResults: 2 });
    await renderSearch();
    await screen.findByText('2 leden gevonden');
    expect(screen.queryByTestId('fictional-warning')).not.toBeInTheDocument();
  });

  it('writes a large count with thousands separators, and a capped one as "more than"', async () => {
    answerSearch({ profiles: [profile(1), profile(2)], numResults: 12345 });
    const view = await renderSearch();
    expect(await screen.findByText('12.345 leden gevonden')).toBeInTheDocument();
    view.unmount();
    resetSearchState();
    answerSearch({ profiles: [profile(1), profile(2)], numResults: 24000, numResultsCapped: true });
    await renderSearch();
    expect(await screen.findByText('Meer dan 24.000 leden gevonden')).toBeInTheDocument();
    // Up to the last page the API gives, more can still be loaded.
    expect(screen.getByRole('button', { name: 'Meer laden' })).toBeInTheDocument();
  });

  it('shows a thumbnail from the CDN, lazily and with its size and alt text; an initial without one', async () => {
    answerSearch({
      profiles: [profile(1, { name: 'Sanne', main_image: { filename: 'photos/1.jpg', thumb_filename: 'photos/1_thumb.jpg' } }), profile(2, { name: 'Noor' })],
      numResults: 2,
    });
    await renderSearch();
    const img = await screen.findByRole('img', { name: 'Foto van Sanne' });
    expect(img).toHaveAttribute('src', 'https://cdn.hartklop.nl/photos/1_thumb.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '300');
    expect(within(card(2)).getByRole('img', { name: 'Noor' })).toHaveTextContent('N');
  });

  it('shows similar profiles when the API sends them', async () => {
    answerSearch({ profiles: [], numResults: 0, similar_results: [profile(7, { fictional: true })], similar_numResults: 1 });
    await renderSearch();
    expect(await screen.findByRole('heading', { name: 'Vergelijkbare profielen' })).toBeInTheDocument();
    expect(screen.getByText('0 leden gevonden')).toBeInTheDocument();
    expect(card(7)).toBeInTheDocument();
    expect(screen.getByText(/^Sommige profielen op Hartklop zijn fictieve profielen, /)).toBeInTheDocument();
    expect(searchStore.get().similar_results).toEqual([profile(7, { fictional: true })]);
  });

  it('shows why a search failed and tries again', async () => {
    let fail = true;
    server.use(
      mswHttp.get('*/api/members.php', () =>
        fail ? HttpResponse.json({ error: 'validation_error', message: 'Ongeldige regio' }, { status: 400 }) : undefined,
      ),
    );
    await renderSearch();
    expect(await screen.findByText('Ongeldige regio')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ongeldige regio');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('60 leden gevonden')).toBeInTheDocument();
  });

  it('keeps the list when the next page fails, and retries that page', async () => {
    await renderSearch();
    await screen.findByText('60 leden gevonden');
    server.use(mswHttp.get('*/api/members.php', () => HttpResponse.json({ error: 'x', message: 'Even niet.' }, { status: 409 }), { once: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByText('Even niet.')).toBeInTheDocument();
    expect(cards()).toHaveLength(24);
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(searches().at(-1)?.search).toBe('?min_age=18&max_age=80&page=2');
  });

  it('invites a visitor who may not search to log in or sign up', async () => {
    server.use(
      mswHttp.get('*/api/members.php', () =>
        HttpResponse.json({ error: 'authentication_required', message: AUTHENTICATION_REQUIRED_MESSAGE }, { status: 403 }),
      ),
    );
    const events: AppEvent[] = [];
    const sub = bus.events$.subscribe((e) => events.push(e));
    await renderSearch();
    expect(await screen.findByText(/om leden te zoeken/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?redirect=/members');
    expect(cards()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Meld je gratis aan' }));
    sub.unsubscribe();
    expect(events).toContainEqual({ type: 'signup/requested', source: 'search' });
  });

  it('sends the network of a traffic-source visitor', async () => {
    window.localStorage.setItem('tracking', JSON.stringify({ network: 'partner7' }));
    try {
      await renderSearch();
      await waitFor(() => expect(searches()).toHaveLength(1));
      expect(searches()[0]?.search).toBe('?min_age=18&max_age=80&page=1&network=partner7');
    } finally {
      window.localStorage.removeItem('tracking');
    }
  });

  describe('filters in the address', () => {
    it('shows the filters of a new search in the address, as a new history entry', async () => {
      await renderSearch();
      await screen.findByText('60 leden gevonden');
      expect(window.location.search).toBe('?min_age=18&max_age=80');
      const length = window.history.length;
      fireEvent.change(screen.getByLabelText('Ik zoek'), { target: { value: 'female' } });
      fireEvent.change(screen.getByLabelText('Leeftijd tot en met'), { target: { value: '40' } });
      fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
      await waitFor(() => expect(searches()).toHaveLength(2));
      expect(window.location.search).toBe('?gender=female&min_age=18&max_age=40');
      expect(window.history.length).toBe(length + 1);
    });

    it('searches with the filters of a shared or reloaded address', async () => {
      renderRemoteAt(App, '/members?gender=female&country=NL&countryregion=NL-UT&min_age=25&max_age=40');
      await waitFor(() => expect(searches()).toHaveLength(1));
      expect(searches()[0]?.search).toBe('?gender=female&country=NL&countryregion=NL-UT&min_age=25&max_age=40&page=1');
      expect(screen.getByLabelText('Ik zoek')).toHaveValue('female');
      expect(screen.getByLabelText('Regio')).toHaveValue('NL-UT');
      expect(screen.getByLabelText('Leeftijd vanaf')).toHaveValue('25');
    });

    it('searches again with the earlier filters on back', async () => {
      await renderSearch();
      await screen.findByText('60 leden gevonden');
      fireEvent.change(screen.getByLabelText('Leeftijd vanaf'), { target: { value: '30' } });
      fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
      await waitFor(() => expect(searches()).toHaveLength(2));
      act(() => {
        window.history.back();
      });
      await waitFor(() => expect(window.location.search).toBe('?min_age=18&max_age=80'));
      await waitFor(() => expect(searches()).toHaveLength(3));
      expect(searches()[2]?.search).toBe('?min_age=18&max_age=80&page=1');
      expect(screen.getByLabelText('Leeftijd vanaf')).toHaveValue('18');
    });

    it('leaves the filters behind when a profile opens', async () => {
      await renderSearch();
      await screen.findByText('60 leden gevonden');
      fireEvent.click(within(card(3000)).getByRole('link'));
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(window.location.pathname).toBe('/members/3000');
      expect(window.location.search).toBe('');
    });

    it('shows a held search for an address without filters and writes its filters there', async () => {
      setSearchCriteria({ gender: 'male', min_age: 30 });
      setSearchResults(1, [profile(1)], 1);
      await renderSearch();
      expect(screen.getByText('1 lid gevonden')).toBeInTheDocument();
      await waitFor(() => expect(window.location.search).toBe('?gender=male&min_age=30&max_age=80'));
      expect(searches()).toHaveLength(0);
    });
  });

  describe('"Ik zoek"', () => {
    it('shows the gender the search uses for a member who seeks one', async () => {
      // The mock member is a hetero woman: the search finds men when the filter names no gender.
      logIn();
      await renderSearch();
      await waitFor(() => expect(screen.getByLabelText('Ik zoek')).toHaveValue('male'));
      expect(within(screen.getByLabelText('Ik zoek')).queryByRole('option', { name: 'Mannen en vrouwen' })).not.toBeInTheDocument();
      expect(screen.getByTestId('filter-summary')).toHaveTextContent('Een man · 18–80 jaar');
    });

    it('offers both genders to a visitor', async () => {
      await renderSearch();
      expect(screen.getByLabelText('Ik zoek')).toHaveValue('');
      expect(screen.getByTestId('filter-summary')).toHaveTextContent('Mannen en vrouwen · 18–80 jaar');
    });
  });

  it('opens the filters below their summary on small screens and closes them on a search', async () => {
    await renderSearch();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const form = screen.getByRole('search', { name: 'Zoekfilters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    expect(form).toHaveAttribute('data-open', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(form).toHaveAttribute('data-open', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(form).toHaveAttribute('data-open', 'false');
  });

  describe('presence, distance and the order (issue 15)', () => {
    it('shows a member online and the distance on the cards, and the order goes into the address and the query', async () => {
      logIn();
      await renderSearch();
      await waitFor(() => expect(cards().length).toBeGreaterThan(0));
      // The mock member seeks men: the first man (3008) is online, 35 km away (Amsterdam).
      const first = cards()[0] as HTMLElement;
      expect(within(first).getByTestId('presence-distance')).toHaveTextContent(/^(Online|Vandaag actief|Deze week actief)?( · )?(\d+ km|In de buurt)$/);

      fireEvent.change(screen.getByLabelText('Sorteren'), { target: { value: 'nearby' } });
      await waitFor(() => expect(new URLSearchParams(window.location.search).get('sort')).toBe('nearby'));
      await waitFor(() => expect(searches().at(-1)?.search).toContain('sort=nearby'));
      await waitFor(() => expect(within(cards()[0] as HTMLElement).getByTestId('presence-distance')).toHaveTextContent('In de buurt'));

      fireEvent.change(screen.getByLabelText('Sorteren'), { target: { value: 'online' } });
      await waitFor(() => expect(searches().at(-1)?.search).toContain('sort=online'));
      await waitFor(() => expect(within(cards()[0] as HTMLElement).getByTestId('presence-distance')).toHaveTextContent(/^Online/));
    });

    it('searches in the order the address names', async () => {
      logIn();
      window.history.replaceState(null, '', '/members?sort=nearby&min_age=18&max_age=80');
      renderRemoteAt(App, '/members?sort=nearby&min_age=18&max_age=80');
      await waitFor(() => expect(searches().at(-1)?.search).toContain('sort=nearby'));
      expect(await screen.findByLabelText('Sorteren')).toHaveValue('nearby');
    });

    it('shows a visitor neither presence, distance nor the order', async () => {
      await renderSearch();
      await waitFor(() => expect(cards().length).toBeGreaterThan(0));
      expect(document.querySelector('[data-testid="presence-distance"]')).toBeNull();
      expect(screen.queryByLabelText('Sorteren')).not.toBeInTheDocument();
    });
  });
});
