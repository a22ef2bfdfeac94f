import { waitFor } from '@testing-library/dom';
import { fakeScrolling } from './fakeScrolling';
import { entryKeyOf, ENTRY_KEY_FIELD } from './historyEntry';
import { installNavigationScroll } from './navigationScroll';
import { createScrollPositions, type ScrollPositions } from './scrollPositions';

/** The page a remote would render into <main>. */
const render = (html: string) => {
  document.querySelector('main')!.innerHTML = html;
};
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

let uninstall: () => void;
let positions: ScrollPositions;
let page: ReturnType<typeof fakeScrolling>;
// jsdom has no scroll restoration setting: a plain property stands in for it.
Object.defineProperty(window.history, 'scrollRestoration', { configurable: true, writable: true, value: 'auto' });

// jsdom has no layout: an element with `data-top` stands that many px from the top of the document.
jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
  const top = this.dataset.top === undefined ? 0 : Number(this.dataset.top) - window.scrollY;
  return { top, y: top, bottom: top + 300, left: 0, x: 0, right: 200, width: 200, height: 300, toJSON: () => ({}) };
});

beforeEach(() => {
  window.history.replaceState(null, '', '/members');
  document.body.innerHTML = '<main><h1>Leden zoeken</h1><a href="/members/12" id="card" data-top="2600">Anna</a></main>';
  page = fakeScrolling(6000);
  positions = createScrollPositions(null);
  uninstall = installNavigationScroll(positions);
});
afterEach(() => uninstall());

test("the browser's restoration is off and the current entry gets a key, without a scroll", () => {
  expect(window.history.scrollRestoration).toBe('manual');
  expect(entryKeyOf(window.history.state)).not.toBeNull();
  expect(page.scrollTo).not.toHaveBeenCalled();
});

test('a reload goes back to where the entry was, once the page has rendered; a new visit does not', async () => {
  const key = entryKeyOf(window.history.state)!;
  window.scrollTo(0, 640);
  window.dispatchEvent(new Event('pagehide'));
  expect(positions.get(key)).toEqual({ y: 640 });
  uninstall();

  // jsdom has no navigation timing: the entry the browser would give.
  const loadedAs = (type: string) => {
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ type }] });
    return { mockRestore: () => delete (performance as { getEntriesByType?: unknown }).getEntriesByType };
  };
  window.scrollTo(0, 0);
  document.body.innerHTML = '<main></main>';
  const navigate = loadedAs('navigate');
  uninstall = installNavigationScroll(positions);
  render('<h1>Leden zoeken</h1>');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(window.scrollY).toBe(0);
  uninstall();
  navigate.mockRestore();

  document.body.innerHTML = '<main></main>';
  const reload = loadedAs('reload');
  uninstall = installNavigationScroll(positions);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(window.scrollY).toBe(0); // nothing rendered yet
  render('<h1>Leden zoeken</h1>');
  await waitFor(() => expect(window.scrollY).toBe(640));
  reload.mockRestore();
});

test('a new page starts at the top; the page left keeps its position and the link followed', () => {
  const listKey = entryKeyOf(window.history.state)!;
  window.scrollTo(0, 2400);
  document.getElementById('card')!.focus();
  page.scrollTo.mockClear();
  window.history.pushState({ usr: null, key: 'rr1', idx: 1 }, '', '/members/12');
  expect(page.scrollTo).toHaveBeenCalledWith(0, 0);
  expect(window.scrollY).toBe(0);
  expect(positions.get(listKey)).toEqual({ y: 2400, href: '/members/12', anchorTop: 200 });
  // The router's state is kept, with a new entry key.
  expect(window.history.state).toMatchObject({ usr: null, key: 'rr1', idx: 1 });
  expect(entryKeyOf(window.history.state)).not.toBe(listKey);
});

test('filters in the query (push or replace) keep the position and the focus', () => {
  window.scrollTo(0, 1500);
  document.getElementById('card')!.focus();
  window.history.pushState(null, '', '/members?min_age=30');
  window.history.replaceState(null, '', '/members?min_age=31');
  expect(window.scrollY).toBe(1500);
  expect(document.activeElement?.id).toBe('card');
});

test('replacing the state keeps the entry key', () => {
  const key = entryKeyOf(window.history.state);
  window.history.replaceState({ usr: 1 }, '', '/members?page=2');
  expect(window.history.state).toEqual({ usr: 1, [ENTRY_KEY_FIELD]: key });
});

test('a redirect during the initial load does not scroll; after the first input it does', () => {
  window.scrollTo(0, 300);
  window.history.replaceState(null, '', '/members/12');
  expect(window.scrollY).toBe(300);
  window.dispatchEvent(new Event('pointerdown'));
  window.history.replaceState(null, '', '/credits');
  expect(window.scrollY).toBe(0);
});

test('Back restores the list position once the list has rendered, with the focus on the opened card; Forward the profile', async () => {
  window.scrollTo(0, 2400);
  document.getElementById('card')!.focus();
  window.history.pushState(null, '', '/members/12');
  render('<h1>Anna</h1>');
  page.setHeight(4000); // a long profile: tall enough for the list's position
  window.scrollTo(0, 150);

  const back = popped();
  window.history.back();
  await back;
  expect(window.location.pathname).toBe('/members');
  // The profile is still shown: nothing moves yet.
  expect(window.scrollY).toBe(150);
  page.setHeight(6000);
  render('<h1>Leden zoeken</h1><a href="/members/11" data-top="2300">Bo</a><a href="/members/12" data-top="2600">Anna</a>');
  await waitFor(() => expect(window.scrollY).toBe(2400));
  await waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe('/members/12'));

  const forward = popped();
  window.history.forward();
  await forward;
  render('<h1>Anna</h1>');
  page.setHeight(4000);
  await waitFor(() => expect(window.scrollY).toBe(150));
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Anna'));
});

test('Back puts the opened card where it was on the screen, also when content arrived above the list meanwhile', async () => {
  window.scrollTo(0, 2400);
  document.getElementById('card')!.focus(); // 200 px from the top of the screen
  window.history.pushState(null, '', '/members/12');
  render('<h1>Anna</h1>');

  const back = popped();
  window.history.back();
  await back;
  // A banner of 55 px now stands above the list: the card is 55 px lower in the document.
  render('<div>Welkomstbonus</div><h1>Leden zoeken</h1><a href="/members/12" data-top="2655">Anna</a>');
  await waitFor(() => expect(window.scrollY).toBe(2455));
  expect(document.querySelector('a')!.getBoundingClientRect().top).toBe(200);
});

test("single-spa's announcement of a push is not taken for Back", () => {
  window.history.pushState(null, '', '/members/12');
  window.scrollTo(0, 700);
  const event = new PopStateEvent('popstate', { state: window.history.state });
  Object.assign(event, { singleSpa: true, singleSpaTrigger: 'pushState' });
  window.dispatchEvent(event);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null })); // a router's own nudge
  expect(window.scrollY).toBe(700);
});

test('uninstalled, the history API is the one it wrapped', () => {
  const wrapped = window.history.pushState;
  uninstall();
  expect(window.history.pushState).not.toBe(wrapped);
  window.scrollTo(0, 900);
  window.history.pushState(null, '', '/credits');
  expect(window.scrollY).toBe(900);
  uninstall = installNavigationScroll(positions);
});
