/**
 * The shell's route table: for every path of SPEC §2, its route name, layout and owning remote.
 * Remotes render their own routes below these paths; the shell only chooses layout and remote.
 *
 * The table is not written here: each remote declares the paths it owns in the `federation.routes`
 * of its package.json (scripts/packages.js), and the build injects them as `__REMOTE_ROUTES__`
 * (jest.config.js does the same for tests). A path ending in `/*` is a prefix the remote owns: it may
 * add pages below it with a deploy of its own, without a shell build. scripts/remote-routes.test.ts
 * checks that this table and each remote's own routes agree.
 */

/** `admin`: the back office (issue 18), mfe-backoffice's own frame and nothing of the member site. */
export type LayoutKind = 'default' | 'chat' | 'lander' | 'empty' | 'admin';
/** A remote's package name, e.g. `mfe-chat` (its manifest is in `mfe-chat/package.json`). */
export type RemoteName = string;

/** `[path, name, layout?]` per route, per remote; the layout is left out when it is 'default'. */
type RouteTableSource = Readonly<Record<RemoteName, ReadonlyArray<readonly [string, string, LayoutKind?]>>>;
declare const __REMOTE_ROUTES__: RouteTableSource;

export interface ShellRoute {
  path: string;
  name: string;
  layout: LayoutKind;
  remote: RemoteName;
}

export function routeTable(source: RouteTableSource): ShellRoute[] {
  return Object.entries(source).flatMap(([remote, routes]) =>
    routes.map(([path, name, layout = 'default']) => ({ path, name, layout, remote })),
  );
}

export const ROUTES: readonly ShellRoute[] = routeTable(__REMOTE_ROUTES__);
