import { waitFor } from '@testing-library/dom';
import { FOCUS_TIMEOUT_MS, focusPage, SAME_HEADING_AFTER_MS } from './focusPage';

/** A page: navigation outside <main>, then <main> with the given HTML. */
function page(mainHtml: string) {
  document.body.innerHTML = `<nav><a href="/credits" id="nav-link">Credits</a></nav><main>${mainHtml}</main>`;
  return document.querySelector('main')!;
}
const main = () => document.querySelector('main')!;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

test('the limits: 3 s for the heading, 1 s for a heading that stays', () => {
  expect(FOCUS_TIMEOUT_MS).toBe(3000);
  expect(SAME_HEADING_AFTER_MS).toBe(1000);
});

test("the new page's heading takes the focus once it has rendered, made focusable and not scrolled to", async () => {
  page('<h1>Leden zoeken</h1><a href="/members/12" id="card">Anna</a>');
  const previous = main().querySelector('h1');
  document.getElementById('card')!.focus();
  stop = focusPage({ previousHeading: previous });
  await later(20);
  // The old page is still shown (the remote loads): its heading keeps nothing.
  expect(document.activeElement?.id).toBe('card');
  main().innerHTML = '<div role="status">Laden...</div>';
  await later(20);
  const h1 = document.createElement('h1');
  h1.textContent = 'Anna';
  const focus = jest.spyOn(h1, 'focus');
  main().replaceChildren(h1);
  await waitFor(() => expect(document.activeElement).toBe(h1));
  expect(h1.tabIndex).toBe(-1);
  expect(focus).toHaveBeenCalledWith({ preventScroll: true });
});

test('from a link in the navigation (outside <main>) the focus goes to the new heading too', async () => {
  page('<h1>Profiel</h1>');
  document.getElementById('nav-link')!.focus();
  stop = focusPage({ previousHeading: main().querySelector('h1') });
  main().innerHTML = '<h1>Credits kopen</h1>';
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Credits kopen'));
});

test('a heading that already has a tabindex keeps it', async () => {
  page('');
  stop = focusPage({ previousHeading: null });
  main().innerHTML = '<h1 tabindex="0">Stap 1</h1>';
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Stap 1'));
  expect(main().querySelector('h1')!.getAttribute('tabindex')).toBe('0');
});

test('a field the new page focuses itself keeps the focus', async () => {
  page('<h1>Home</h1>');
  stop = focusPage({ previousHeading: main().querySelector('h1') });
  main().innerHTML = '<h1>Inloggen</h1><input id="email">';
  document.getElementById('email')!.focus(); // autofocus, in the same render
  await later(50);
  expect(document.activeElement?.id).toBe('email');
});

test('a dialog that holds the focus keeps it', async () => {
  page('<h1>Home</h1>');
  document.body.insertAdjacentHTML('beforeend', '<div role="dialog"><button id="ok">OK</button></div>');
  stop = focusPage({ previousHeading: main().querySelector('h1') });
  document.getElementById('ok')!.focus();
  main().innerHTML = '<h1>Leden</h1>';
  await later(50);
  expect(document.activeElement?.id).toBe('ok');
});

test('after a key or a pointer of the person nothing moves the focus', async () => {
  page('<h1>Home</h1>');
  stop = focusPage({ previousHeading: main().querySelector('h1') });
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  main().innerHTML = '<h1>Leden</h1>';
  await later(50);
  expect(document.activeElement).toBe(document.body);
});

test('the same heading element through the change is focused after a second', async () => {
  page('<h1>Mijn profiel</h1><div id="section">Foto’s</div>');
  const h1 = main().querySelector('h1')!;
  stop = focusPage({ previousHeading: h1, timeoutMs: 2000 });
  document.getElementById('section')!.textContent = 'Gegevens';
  await later(SAME_HEADING_AFTER_MS / 2);
  expect(document.activeElement).toBe(document.body);
  await waitFor(() => expect(document.activeElement).toBe(h1), { timeout: 1500 });
});

test('back on a page: the link that was followed takes the focus (after the heading, when it comes later)', async () => {
  page('<h1>Anna</h1>');
  stop = focusPage({ previousHeading: main().querySelector('h1'), link: '/members/12' });
  main().innerHTML = '<h1>Leden zoeken</h1>';
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Leden zoeken'));
  main().insertAdjacentHTML('beforeend', '<ul><li><a href="/members/11">Bo</a></li><li><a href="/members/12">Anna</a></li></ul>');
  await waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe('/members/12'));
});

test('a hidden heading (a page kept in a hidden area) is not taken', async () => {
  page('');
  stop = focusPage({ previousHeading: null });
  main().innerHTML = '<div hidden><h1>Oud</h1></div><h1>Nieuw</h1>';
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Nieuw'));
});

test('without any heading the page <main> takes the focus at the time limit', async () => {
  page('<h1>Home</h1>');
  stop = focusPage({ previousHeading: main().querySelector('h1'), timeoutMs: 100 });
  main().innerHTML = '<p>Geen kop</p>';
  await waitFor(() => expect(document.activeElement).toBe(main()));
});
