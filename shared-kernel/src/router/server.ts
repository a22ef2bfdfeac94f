/**
 * Routing for server rendering only (the server builds, never a browser bundle): the router that
 * renders one given address. The browser's routing API is `shared-kernel/router`.
 */
export { StaticRouter } from 'react-router';
