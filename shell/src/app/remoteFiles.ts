/**
 * Which files a navigation into a remote will load, read from the build's federation manifests
 * (`mf-manifest.json` beside each `remoteEntry.js`, and the shell's at `/mf-manifest.json`) and the
 * page's share scope, without loading or running anything of the remote. The idle prefetch brings
 * these files into the HTTP cache (docs/speed.md, "The next area without a wait").
 */

interface ManifestAssets {
  js: { sync: readonly string[]; async: readonly string[] };
}

/** The part of a build's `mf-manifest.json` (scripts/webpack.config.js writes it) that is read here. */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string } };
  exposes?: readonly { name: string; assets: ManifestAssets }[];
  shared?: readonly { name: string; version: string; assets: ManifestAssets }[];
}

/** One provider of a shared module in the page's share scope (the federation runtime's `Shared`). */
export interface ShareEntry {
  from: string;
  loaded?: boolean;
  loading?: unknown;
  lib?: unknown;
}

/** The page's default share scope: module name → version → provider. */
export type ShareScope = Readonly<Record<string, Readonly<Record<string, ShareEntry>>>>;

/** A shared module the navigation would load, and the container whose copy it would load. */
export interface SharedNeed {
  name: string;
  /** Federation name of the provider: a provider already registered on the page, else the remote itself. */
  provider: string;
}

/** `locale-fr-json.1a2b3c4d5e.js`: a remote's texts in one language (Dutch is in its own chunks). */
const LOCALE_CHUNK = /^locale-([a-z]{2,3})(?:-[a-z0-9]+)?-json\./i;

const isTaken = (entry: ShareEntry): boolean => entry.loaded === true || Boolean(entry.loading) || Boolean(entry.lib);

/**
 * The shared modules of `manifest` (the remote `self`) that nobody on the page has loaded or is
 * loading, each with the container whose copy the runtime would take: with the `loaded-first`
 * strategy the first registration of a version stays, so a copy the shell or another remote
 * registered wins over the remote's own.
 */
export function sharedNeeds(manifest: FederationManifest, shareScope: ShareScope, self: string): SharedNeed[] {
  const needs: SharedNeed[] = [];
  for (const shared of manifest.shared ?? []) {
    const versions = shareScope[shared.name] ?? {};
    if (Object.values(versions).some(isTaken)) continue;
    needs.push({ name: shared.name, provider: versions[shared.version]?.from ?? self });
  }
  return needs;
}

/** The files of one shared module in a provider's manifest (empty when it does not provide it). */
export function sharedFiles(manifest: FederationManifest, name: string): string[] {
  const shared = manifest.shared?.find((s) => s.name === name);
  return shared ? [...shared.assets.js.sync, ...shared.assets.js.async] : [];
}

/**
 * The files of a remote's `./app` a navigation loads: the module itself (`sync`) and its lazy chunks
 * (`lazy`: the pages and what they import); the texts of languages other than `language` are left out.
 */
export function appFiles(manifest: FederationManifest, language: string): { sync: string[]; lazy: string[] } {
  const app = manifest.exposes?.find((e) => e.name === 'app');
  if (!app) return { sync: [], lazy: [] };
  const lang = language.toLowerCase().split('-')[0] ?? '';
  const wanted = (file: string): boolean => {
    const locale = LOCALE_CHUNK.exec(file);
    return !locale || locale[1]?.toLowerCase() === lang;
  };
  return { sync: app.assets.js.sync.filter(wanted), lazy: app.assets.js.async.filter(wanted) };
}

/** Where a manifest's files live: its `publicPath`, or (`auto`) the folder of the manifest itself. */
export function filesBase(manifest: FederationManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : new URL('.', manifestUrl).href;
}
