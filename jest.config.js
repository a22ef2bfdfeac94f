/** Two projects: `unit` (kernel, shell and remotes, jsdom) and `api` (server, node). */
const { federationRuntimeVersion, kernelVersion, shellRouteTable } = require('./scripts/packages.js');

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.[cm]?[jt]sx?$': ['babel-jest', { configFile: require.resolve('./babel.config.js') }] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/deploy/', '/e2e/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/{shared-kernel,shell,mfe-*}/src/**/*.test.{ts,tsx}', '<rootDir>/scripts/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      // Media a remote imports (webpack emits them as files and gives their address): a stub address in tests.
      moduleNameMapper: { '\\.(png|jpe?g|gif|svg|webp|webm|mp4|vtt)$': '<rootDir>/scripts/jest-asset-stub.js' },
      // What the webpack build injects into the shell (scripts/webpack.config.js): the route table from
      // the remotes' manifests, the kernel version and the federation runtime's version.
      globals: { __REMOTE_ROUTES__: shellRouteTable(), __KERNEL_VERSION__: kernelVersion(), __FEDERATION_RUNTIME_VERSION__: federationRuntimeVersion() },
      // msw and rxjs ship ESM builds that babel must transform.
      transformIgnorePatterns: ['/node_modules/(?!(msw|@mswjs|@open-draft|@bundled-es-modules|until-async|rettime|outvariant|strict-event-emitter|headers-polyfill|is-node-process)/)'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/test/**/*.test.ts'],
      // Each file builds its own database (PGlite in memory or a PostgreSQL schema) and hashes
      // passwords; on a busy 2-core machine that exceeds jest's 5 s default now and then. (testTimeout
      // is a global option that jest ignores inside a project, hence a setup file.)
      setupFilesAfterEnv: ['<rootDir>/api/test/jest-timeout.ts'],
      // kysely 0.29 and cookie 2 (nested under @fastify/cookie and light-my-request) ship ESM only,
      // and PGlite's CommonJS build and @fastify/cookie load modules with import(): babel turns all
      // of them into CommonJS for jest's runtime (no dynamic import without --experimental-vm-modules).
      // Only the innermost node_modules package of a path decides.
      transform: common.transform,
      transformIgnorePatterns: ['/node_modules/(?!(?:kysely|@electric-sql/pglite|@fastify/cookie|cookie)/)(?!.*/node_modules/)'],
    },
  ].map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined))),
};
