// The styled-components namespace of a source file (babel-plugin-styled-components' `namespace`).
// A package's own files get its federation name, so independently built remotes never collide.
// Kernel files get `kernel` in every build: a kernel module on the page is whichever container's copy
// the federation runtime chose (a singleton), and the server builds compile their own copy; with one
// namespace all copies give the same class names, so server-rendered HTML hydrates without mismatch.
const path = require('node:path');
const { root, REMOTES } = require('./packages.js');

const KERNEL_DIR = path.join(root, 'shared-kernel') + path.sep;

/** @param {string} file absolute path; @param {string} pkg 'shell' or a key of REMOTES */
function styledNamespaceOf(file, pkg) {
  if (file.startsWith(KERNEL_DIR)) return 'kernel';
  return pkg === 'shell' ? 'shell' : REMOTES[pkg];
}

module.exports = { styledNamespaceOf };
