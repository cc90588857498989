// What the product uses of react-router-dom, shared under that key. A shared module cannot be
// tree-shaken (any remote may use any export), so the shell shares this list instead of the
// whole package; tsconfig maps 'react-router-dom' here, so an import outside it fails tsc.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
