// One Babel setup for the webpack builds and for jest.
// Webpack passes a styled-components namespace per remote (see scripts/webpack.config.js) so that
// independently built remotes never produce colliding class names.
function babelOptions({ test = false, production = false, namespace } = {}) {
  return {
    presets: [
      [
        '@babel/preset-env',
        test
          ? { targets: { node: 'current' } }
          : { targets: 'defaults and supports es6-module', bugfixes: true, modules: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: !test && !production }],
      ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: false }],
    ],
    plugins: [
      [
        'babel-plugin-styled-components',
        {
          ...(namespace ? { namespace } : {}),
          displayName: !test && !production,
          fileName: false,
          pure: true,
          ssr: false,
        },
      ],
    ],
  };
}

module.exports = (api) => {
  const test = api.env('test');
  api.cache.using(() => process.env.NODE_ENV);
  return babelOptions({ test, production: process.env.NODE_ENV === 'production' });
};
module.exports.babelOptions = babelOptions;
