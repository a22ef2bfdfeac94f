// One Babel setup for the webpack builds and for jest.
// Webpack passes a styled-components namespace per remote (see scripts/webpack.config.js) so that
// independently built remotes never produce colliding class names.
// Browsers we support: the last two years of evergreen browsers (ES2022 without transpiling).
const BROWSERS = 'chrome >= 109, edge >= 109, firefox >= 115, safari >= 16.4, ios_saf >= 16.4, samsung >= 23';

function babelOptions({ test = false, production = false, namespace } = {}) {
  return {
    presets: [
      [
        '@babel/preset-env',
        test
          ? { targets: { node: 'current' } }
          : { targets: BROWSERS, bugfixes: true, modules: false },
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
          // Stable component ids (`<namespace>__sc-<hash>`): the namespace keeps class names of
          // independently built remotes apart.
          ssr: Boolean(namespace),
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
