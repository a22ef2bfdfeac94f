import { createContext } from 'react';

/** The server-rendered page of the route's remote (issue 16, HTML first), until that remote mounts. */
export interface Prerendered {
  /** The remote that rendered it, e.g. `mfe-landers`. */
  remote: string;
  /** The area's content as the server sent it: `<div class="remote-root">…</div>`. */
  html: string;
  /** Set once the remote has mounted on it: a later mount of that remote renders afresh. */
  used: boolean;
}

/** Attribute of the element that holds a remote's server HTML (the shell renders it, the remote hydrates inside). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The class of the element a remote is mounted on (RemoteArea creates it; the server renders it). */
export const REMOTE_ROOT_CLASS = 'remote-root';

export const PrerenderedContext = createContext<Prerendered | null>(null);

/** The remote's server HTML in the shell's server HTML (read before the shell hydrates), or null. */
export function readPrerendered(container: ParentNode): Prerendered | null {
  const host = container.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  const remote = host?.getAttribute(PRERENDERED_ATTRIBUTE);
  return host && remote ? { remote, html: host.innerHTML, used: false } : null;
}
