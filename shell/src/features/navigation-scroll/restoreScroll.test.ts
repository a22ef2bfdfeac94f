import { fakeScrolling } from './fakeScrolling';
import { RESTORE_HOLD_MS, RESTORE_TIMEOUT_MS, restoreScroll } from './restoreScroll';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the limits are 4 s to wait and 0.3 s to hold', () => {
  expect(RESTORE_TIMEOUT_MS).toBe(4000);
  expect(RESTORE_HOLD_MS).toBe(300);
});

test('a page already tall enough goes to the position at once', () => {
  const page = fakeScrolling(5000);
  restoreScroll(2400, { ready: () => true });
  expect(page.scrollTo).toHaveBeenCalledWith(0, 2400);
  expect(window.scrollY).toBe(2400);
});

test('waits until the page has rendered before scrolling', () => {
  const page = fakeScrolling(5000);
  let ready = false;
  restoreScroll(2400, { ready: () => ready });
  jest.advanceTimersByTime(200);
  expect(page.scrollTo).not.toHaveBeenCalled();
  ready = true;
  jest.advanceTimersByTime(20);
  expect(window.scrollY).toBe(2400);
});

test('results that load later: retries until the document is tall enough', () => {
  const page = fakeScrolling(1000);
  restoreScroll(2400, { ready: () => true });
  jest.advanceTimersByTime(500);
  expect(window.scrollY).toBe(0);
  page.setHeight(2000); // the first page of results
  jest.advanceTimersByTime(500);
  expect(window.scrollY).toBe(0);
  page.setHeight(4000); // the next page
  jest.advanceTimersByTime(20);
  expect(window.scrollY).toBe(2400);
});

test('holds the position against a late layout change, then lets go', () => {
  const page = fakeScrolling(5000);
  restoreScroll(2400, { ready: () => true });
  page.setHeight(2000); // the list re-renders shorter for a moment
  page.setHeight(5000);
  jest.advanceTimersByTime(50);
  expect(window.scrollY).toBe(2400);
  jest.advanceTimersByTime(RESTORE_HOLD_MS);
  page.scrollTo.mockClear();
  page.setHeight(2000);
  page.setHeight(5000);
  jest.advanceTimersByTime(500);
  expect(page.scrollTo).not.toHaveBeenCalled();
});

test('stops when the person scrolls meanwhile', () => {
  const page = fakeScrolling(1000);
  restoreScroll(2400, { ready: () => true });
  jest.advanceTimersByTime(100);
  page.userScroll(100);
  page.setHeight(5000);
  jest.advanceTimersByTime(RESTORE_TIMEOUT_MS);
  expect(window.scrollY).toBe(100);
  expect(page.scrollTo).not.toHaveBeenCalled();
});

test('at the time limit the page goes as far as it can', () => {
  const page = fakeScrolling(2000);
  restoreScroll(2400, { ready: () => true });
  jest.advanceTimersByTime(RESTORE_TIMEOUT_MS - 100);
  expect(window.scrollY).toBe(0);
  jest.advanceTimersByTime(200);
  expect(window.scrollY).toBe(1200);
  page.setHeight(5000);
  jest.advanceTimersByTime(1000);
  expect(window.scrollY).toBe(1200);
});

test('cancelled, it does nothing more', () => {
  const page = fakeScrolling(1000);
  const cancel = restoreScroll(2400, { ready: () => true });
  cancel();
  page.setHeight(5000);
  jest.advanceTimersByTime(RESTORE_TIMEOUT_MS + 100);
  expect(page.scrollTo).not.toHaveBeenCalled();
});

test('an anchor, once rendered, wins over the saved position; the page must be tall enough for it', () => {
  const page = fakeScrolling(3000);
  let anchor: number | null = null;
  restoreScroll(2400, { ready: () => true, anchorY: () => anchor });
  jest.advanceTimersByTime(20);
  expect(window.scrollY).toBe(0); // 3000 - 800: not tall enough for 2400 yet
  anchor = 2655; // the card has rendered, lower than before
  page.setHeight(3200);
  jest.advanceTimersByTime(50);
  expect(window.scrollY).toBe(0); // 2400 would fit, the card's place does not
  page.setHeight(4000);
  jest.advanceTimersByTime(20);
  expect(window.scrollY).toBe(2655);
});

test('at the time limit it goes as far as it can towards the anchor', () => {
  fakeScrolling(3000);
  restoreScroll(1000, { ready: () => true, anchorY: () => 2655 });
  jest.advanceTimersByTime(RESTORE_TIMEOUT_MS + 20);
  expect(window.scrollY).toBe(2200);
});
