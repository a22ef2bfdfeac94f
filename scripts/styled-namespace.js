// The styled-components namespace of a source file (babel-plugin-styled-components' `namespace`).
// A package's own files get its federation name, so independently built remotes never collide.
// Kernel files get `kernel` in every build: a kernel module on the page is whichever container's copy
// the federation runtime chose (a singleton), and the server builds compile their own copy; with one
// namespace all copies give the same class names, so server-rendered HTML hydrates without mismatch.
const path = require('node:path');
const { babelOptions } = require('../babel.config.js');
const { root, REMOTES } = require('./packages.js');

const KERNEL_DIR = path.join(root, 'shared-kernel') + path.sep;

/** @param {string} file absolute path; @param {string} pkg 'shell' or a key of REMOTES */
function styledNamespaceOf(file, pkg) {
  if (file.startsWith(KERNEL_DIR)) return 'kernel';
  return pkg === 'shell' ? 'shell' : REMOTES[pkg];
}

/**
 * The rule that compiles our own sources (not node_modules) with babel, each file with its namespace;
 * the client and the server builds share it, so their class names match when the HTML hydrates.
 * @param {{ pkg: string, production: boolean, cacheName: string }} o
 */
function sourceRule({ pkg, production, cacheName }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    include: (file) => file.startsWith(root + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`),
    oneOf: ['kernel', pkg === 'shell' ? 'shell' : REMOTES[pkg]].map((namespace) => ({
      include: (file) => styledNamespaceOf(file, pkg) === namespace,
      use: {
        loader: 'babel-loader',
        options: {
          configFile: false,
          babelrc: false,
          cacheDirectory: path.join(root, 'node_modules/.cache/babel', cacheName),
          ...babelOptions({ production, namespace }),
        },
      },
    })),
  };
}

module.exports = { styledNamespaceOf, sourceRule };
