// One Babel setup for webpack builds and jest. Each remote passes its own styled-components
// namespace (BABEL_SC_NAMESPACE / the loader option) so independently built remotes never share class names.
module.exports = (api) => {
  const isTest = api.env('test');
  api.cache.using(() => `${process.env.NODE_ENV}:${process.env.BABEL_SC_NAMESPACE ?? ''}`);
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { targets: 'defaults and supports es6-module', bugfixes: true, modules: false }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
    ],
    plugins: [
      [
        'babel-plugin-styled-components',
        {
          namespace: process.env.BABEL_SC_NAMESPACE || undefined,
          displayName: !isTest && process.env.NODE_ENV !== 'production',
          fileName: false,
          pure: true,
          ssr: false,
        },
      ],
    ],
  };
};
