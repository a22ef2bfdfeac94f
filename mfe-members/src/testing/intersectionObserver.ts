/**
 * Test helper: a stand-in for IntersectionObserver (jsdom has none). `intersect()` tells every
 * observer that its observed elements came into view.
 */
export function useIntersectionObserverStub() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class StubObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(el: Element) {
      this.entry.elements.add(el);
    }
    unobserve(el: Element) {
      this.entry.elements.delete(el);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  beforeAll(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = StubObserver;
  });
  afterAll(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });
  afterEach(() => observers.clear());
  return {
    /** Number of elements being watched. */
    watched: () => [...observers].reduce((n, o) => n + o.elements.size, 0),
    intersect() {
      for (const o of [...observers]) {
        const entries = [...o.elements].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length > 0) o.callback(entries, o as unknown as IntersectionObserver);
      }
    },
  };
}
