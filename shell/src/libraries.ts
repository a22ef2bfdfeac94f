// The shared libraries every page needs, in the order the page uses them: React and react-dom,
// styled-components, i18next, single-spa, and the kernel modules that carry the router and
// react-i18next (shared through the kernel, one instance each). The shell provides them eagerly, inside
// main.js (FIRST_PAGE_SHARES in scripts/webpack.config.js), so `webpackMode: "eager"` loads nothing:
// each step only negotiates its share and evaluates it. index.ts runs one step per task, so evaluating
// react-dom (the largest) is never in the same task as the others.
export const LIBRARIES: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ 'i18next'),
  () => import(/* webpackMode: "eager" */ 'single-spa'),
  () => import(/* webpackMode: "eager" */ 'shared-kernel/router'),
  () => import(/* webpackMode: "eager" */ 'shared-kernel/i18n'),
];
