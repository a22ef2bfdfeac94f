/** The page's <main> (the layout's, or the one a remote draws itself, as the back office does). */
export const mainElement = (): HTMLElement | null => document.querySelector('main');

/** The main heading of the page shown now: the first h1 in <main> that is not inside a hidden part. */
export function mainHeading(): HTMLElement | null {
  const main = mainElement();
  if (!main) return null;
  for (const h1 of main.querySelectorAll<HTMLElement>('h1')) {
    if (!h1.closest('[hidden], [aria-hidden="true"]')) return h1;
  }
  return null;
}

/** The greatest scroll position the document allows now. */
export const maxScrollY = (): number => Math.max(0, document.documentElement.scrollHeight - window.innerHeight);

/** The next frame (or a short timeout where frames do not run). */
export function nextFrame(callback: () => void): () => void {
  if (typeof window.requestAnimationFrame === 'function') {
    const id = window.requestAnimationFrame(() => callback());
    return () => window.cancelAnimationFrame(id);
  }
  const id = window.setTimeout(callback, 16);
  return () => window.clearTimeout(id);
}
