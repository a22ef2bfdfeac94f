import { useEffect } from 'react';
import { useSettings } from 'shared-kernel/stores/settings';

/** Used until the settings (which carry the site name) are loaded. */
export const FALLBACK_SITE_NAME = 'Hartklop';

/**
 * The shell may prefix the document title with the number of unread messages and new likes,
 * e.g. "(3) Inloggen | Hartklop". A page only owns the part after that prefix.
 */
const COUNT_PREFIX = /^\(\d+\+?\)\s+/;

/** "Inloggen" + "Hartklop" → "Inloggen | Hartklop". */
export function composeTitle(page: string, siteName: string): string {
  const name = page.trim();
  return name && name !== siteName ? `${name} | ${siteName}` : siteName;
}

/** Sets the title's base and keeps a count prefix the shell put in front of it. */
export function setTitleBase(base: string, doc: Document = document): void {
  const prefix = COUNT_PREFIX.exec(doc.title)?.[0] ?? '';
  const title = `${prefix}${base}`;
  if (doc.title !== title) doc.title = title;
}

/** Renders nothing; sets the document title for the route it is placed in. */
export default function PageTitle({ page }: { page: string }) {
  const siteName = useSettings()?.name || FALLBACK_SITE_NAME;
  const base = composeTitle(page, siteName);
  useEffect(() => {
    setTitleBase(base);
  }, [base]);
  return null;
}
