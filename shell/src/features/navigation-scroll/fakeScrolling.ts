/**
 * For the tests (jsdom has no layout): a window 800 px high over a document `height` px high, whose
 * scrollTo moves window.scrollY within the document like a browser.
 */
export function fakeScrolling(initialHeight: number) {
  let height = initialHeight;
  let y = 0;
  const scrollTo = jest.fn((x: number | ScrollToOptions, top?: number) => {
    const wanted = typeof x === 'number' ? (top ?? 0) : (x.top ?? y);
    y = Math.max(0, Math.min(wanted, height - 800));
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  return {
    scrollTo,
    setHeight: (h: number) => {
      height = h;
      y = Math.min(y, Math.max(0, h - 800));
    },
    /** The person scrolls (the wheel), as the browser would. */
    userScroll: (to: number) => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: to - y }));
      y = to;
    },
  };
}
