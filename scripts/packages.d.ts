// Types of scripts/packages.js (CommonJS, read by the build, deploy and dev scripts) for TypeScript callers.
type LayoutKind = 'default' | 'chat' | 'lander' | 'empty';

interface RemoteManifest {
  /** Package folder, e.g. `mfe-chat`. */
  pkg: string;
  /** Federation container name, e.g. `mfe_chat`. */
  name: string;
  devPort: number;
  routes: { path: string; name: string; layout: LayoutKind }[];
  exposes: Record<string, string>;
  standaloneMember: boolean;
  /** Its dependency on shared-kernel: the kernel range it needs. */
  kernelRange: string;
}

declare const packages: {
  root: string;
  REMOTES: Record<string, string>;
  MANIFESTS: RemoteManifest[];
  LAYOUTS: LayoutKind[];
  SHELL_DEV_PORT: number;
  manifestOf(pkg: string): RemoteManifest | undefined;
  shellRouteTable(): Record<string, Array<[string, string] | [string, string, LayoutKind]>>;
  kernelVersion(): string;
  kernelRangeOf(pkg: string): string;
  deployDir(): string;
  validateManifest(pkg: string, json: unknown): RemoteManifest;
};
export = packages;
