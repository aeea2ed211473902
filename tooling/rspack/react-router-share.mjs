// The router as the federated apps share it (share key `react-router`; `react-router-dom` is
// react-router-dom-share.mjs on top of it).
// A shared package is provided whole, and react-router's whole build is ~59 KB gz (framework
// mode, RSC, sessions, cookies); the apps use a small part of it. Providing this module instead
// keeps one negotiated router instance while the bundler tree-shakes the rest away.
// `react-router-build` is an alias (create-app-config.ts) for the package's own production or
// development file, so this import is not itself consumed from the share scope.
// shell/test/app/router-share.test.ts checks that every name the apps import is here. No data
// router (createBrowserRouter, RouterProvider): the shell's routes are declarative, and the data
// router alone is ~17 KB gz of every visitor's first download.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-build';
