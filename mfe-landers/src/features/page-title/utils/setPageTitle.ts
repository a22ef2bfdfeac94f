/**
 * The shell may prefix the document title with the number of unread messages and new likes,
 * e.g. "(3) Berichten | Hartklop". A page only owns the part after that prefix (the base).
 */
const COUNT_PREFIX = /^\(\d+\+?\)\s+/;

/** "Algemene voorwaarden" + "Hartklop" → "Algemene voorwaarden | Hartklop"; no page name → the site name. */
export function composeTitle(page: string | null | undefined, siteName: string): string {
  const name = page?.trim();
  return name && name !== siteName ? `${name} | ${siteName}` : siteName;
}

/**
 * Sets the title base of the page and keeps a count prefix the shell put in front of it,
 * so the page and the shell never fight over `document.title`. Returns the full title.
 */
export function setPageTitle(base: string, doc: Document = document): string {
  const prefix = COUNT_PREFIX.exec(doc.title)?.[0] ?? '';
  const title = `${prefix}${base}`;
  if (doc.title !== title) doc.title = title;
  return title;
}
