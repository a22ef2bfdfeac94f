// Shared by the benches that bundle API code with esbuild (bench:chat's worker, bench:search's EXPLAIN).

/**
 * esbuild plugin: packages stay external (resolved from the repository's node_modules at run time);
 * shared-kernel, whose modules are TypeScript sources, is bundled.
 */
export const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === 'shared-kernel' || args.path.startsWith('shared-kernel/') ? undefined : { path: args.path, external: true },
    );
  },
};
