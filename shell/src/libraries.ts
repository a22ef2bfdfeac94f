// The shared libraries every page needs, negotiated in the federation's share scope and evaluated in a
// start-up task of their own (index.ts), before the shell's code: React and react-dom, styled-components,
// i18next, single-spa, and the kernel modules that carry the router and react-i18next (shared through
// the kernel, one instance each). Importing them evaluates them; nothing is exported.
import 'react';
import 'react-dom/client';
import 'styled-components';
import 'i18next';
import 'single-spa';
import 'shared-kernel/router';
import 'shared-kernel/i18n';
