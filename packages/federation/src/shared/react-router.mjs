// What the apps share of react-router: its declarative-mode API (BrowserRouter in the shell,
// relative <Routes> in every remote). A shared module is provided whole, because the host
// cannot know what a remote will call; providing this module instead of the package lets webpack
// drop the rest (data routers, server rendering, RSC, cookies, sessions): about 15 KB gzip
// instead of 61 KB.
// Every app's build refuses an import from 'react-router' that is not listed here
// (SharedSurfacePlugin), so a remote can never reach for an export the shell does not provide.
// '@trellis/react-router-implementation' is an alias for the installed package's ESM entry: a
// request other than 'react-router' itself, which the federation plugin would hand back here.
export {
  BrowserRouter,
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '@trellis/react-router-implementation';
