import { PROXY_PATH } from './api-paths';
import { PRODUCT_CALLS, type ProxyCallName } from './product-calls';
import type { RemoteModuleId } from './remotes';
import { ROUTES, type RoutePath } from './routes';

// What a page opened at a location needs first, known alike to the BFF (which writes the page's
// preloads and starts its first call) and to the shell (which loads the same modules): one rule,
// so the page never preloads what the shell then does not ask for.

/** What the visitor calls a route's page: the key its loading and failure texts choose their words by. */
export type RouteName = 'signIn' | 'signInHelp' | 'attractions' | 'confirmation' | 'bookings';

interface RoutePage {
  /** The remote module that renders the route. */
  module: RemoteModuleId;
  name: RouteName;
  /** The product call its page makes first for a signed-in visitor, which the page that writes the route starts. */
  firstCall?: ProxyCallName;
}

/** Each route's page. */
export const ROUTE_PAGES = {
  [ROUTES.signIn]: { module: 'auth/SignInPage', name: 'signIn' },
  [ROUTES.magicLink]: { module: 'auth/MagicLinkPage', name: 'signIn' },
  [ROUTES.error]: { module: 'auth/ErrorPage', name: 'signInHelp' },
  [ROUTES.attractions]: { module: 'attractions/AttractionsPage', name: 'attractions', firstCall: 'offers' },
  [ROUTES.confirmation]: { module: 'attractions/ConfirmationPage', name: 'confirmation' },
  [ROUTES.bookings]: { module: 'bookings/BookingsPage', name: 'bookings', firstCall: 'reservations' },
} as const satisfies Record<RoutePath, RoutePage>;

/** The module that supplies the session, when the page was served without the visitor's session. */
export const SESSION_PROVIDER_MODULE = 'auth/SessionProvider' satisfies RemoteModuleId;

/**
 * The route a link to this location leads to, when its page can be known from the path alone:
 * the sign-in page at `/`, a route without parameters at its path or below it.
 */
export function routeAt(pathname: string): RoutePath | undefined {
  if (pathname === ROUTES.signIn) return ROUTES.signIn;
  return (Object.keys(ROUTE_PAGES) as RoutePath[]).find(
    (path) => path !== ROUTES.signIn && !path.includes(':') && (pathname === path || pathname.startsWith(`${path}/`)),
  );
}

/**
 * What a page opened at this location needs first: the page itself, and the session provider
 * when the page was served without the visitor's session (otherwise the provider comes later).
 */
export function firstModulesFor(pathname: string, sessionOnPage: boolean): RemoteModuleId[] {
  const route = routeAt(pathname);
  const provider: RemoteModuleId[] = sessionOnPage ? [] : [SESSION_PROVIDER_MODULE];
  return route ? [...provider, ROUTE_PAGES[route].module] : provider;
}

/**
 * The remote modules that run state machines from their first render. The shell provides xstate
 * in a chunk of its own (SHELL_CHUNKS_FILE), started with these modules' files; any other module
 * that needs it still gets it, one round trip later.
 */
const MODULES_RUNNING_STATE_MACHINES: readonly RemoteModuleId[] = ['auth/SessionProvider', 'attractions/AttractionsPage', 'bookings/BookingsPage'];

/** Whether any of these modules needs the state-machine libraries as it first renders. */
export const runStateMachines = (modules: readonly RemoteModuleId[]): boolean => modules.some((id) => MODULES_RUNNING_STATE_MACHINES.includes(id));

/** The URL of the call the route's page makes first (a call without parameters), if it makes one. */
export function firstCallUrl(route: RoutePath): string | undefined {
  const page: RoutePage = ROUTE_PAGES[route];
  return page.firstCall ? `${PROXY_PATH}${PRODUCT_CALLS[page.firstCall].path}` : undefined;
}

/**
 * The window property under which the page keeps its first call: `{ url, page, response, controller }`,
 * the answer a promise of fetch's and the AbortController that cancels its request.
 */
export const FIRST_CALL_GLOBAL = '__citypassFirstCall';

/**
 * How long the page keeps its first call for the route's remote to take: an untaken call is then
 * cancelled, so its request does not stay open for the page's life, and a remote that comes later
 * makes the call itself.
 */
export const FIRST_CALL_UNTAKEN_MS = 5000;

/**
 * The page's inline script that starts its first call as the page is parsed, before any of the
 * app's scripts has arrived: the same request the API client makes, on the URL its element names
 * (`data-url`), cancellable. Plain ES5, and nothing where fetch or AbortController is missing (the
 * remote then makes the call itself). A failure is left for the taker to meet, not reported as
 * unhandled.
 */
export const FIRST_CALL_SCRIPT =
  "(function(){var s=document.currentScript,u=s&&s.getAttribute('data-url');" +
  "if(!u||typeof fetch!=='function'||typeof AbortController!=='function')return;" +
  "var c=new AbortController(),r=fetch(u,{credentials:'same-origin',headers:{Accept:'application/json'},signal:c.signal});r.catch(function(){});" +
  `window.${FIRST_CALL_GLOBAL}={url:u,page:location.pathname,response:r,controller:c};})();`;
