/**
 * The routing API of the platform: react-router 7, re-exported by the kernel.
 *
 * Every package imports routing from here, never from 'react-router' directly (a test enforces it).
 * The kernel module is a federation singleton, so exactly one react-router instance is on a page, and
 * because only these names are exported, webpack drops react-router's framework and server code
 * (sessions, cookies, RSC, data loaders) from that one copy: about 16 KB gzipped instead of 65 KB.
 */
export {
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  matchRoutes,
  matchPath,
  generatePath,
} from 'react-router';
export type { Location, NavigateFunction, Params, RouteObject } from 'react-router';
