/**
 * react-router-dom as the front ends share it (shared/ui/build/federated-config.js): only the names they import. A
 * shared module is built whole, since any remote may ask it for anything; this list lets the build leave the rest of
 * react-router (data routers, server rendering, cookies) out. A name missing here is caught by
 * shared-modules.test.ts.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
