import type { ProxyCallName } from './proxy-responses';
import type { RemoteModuleId } from './remotes';
import { ROUTES, type RoutePath } from './routes';

// What a page opened at a location needs first, known alike to the BFF (which writes the page's
// preloads and starts its first call) and to the shell (which loads the same modules): one rule,
// so the page never preloads what the shell then does not ask for.

/** The remote module that renders each route. */
export const ROUTE_MODULES = {
  [ROUTES.signIn]: 'auth/SignInPage',
  [ROUTES.magicLink]: 'auth/MagicLinkPage',
  [ROUTES.error]: 'auth/ErrorPage',
  [ROUTES.attractions]: 'attractions/AttractionsPage',
  [ROUTES.confirmation]: 'attractions/ConfirmationPage',
  [ROUTES.bookings]: 'bookings/BookingsPage',
} as const satisfies Record<RoutePath, RemoteModuleId>;

/** The module that supplies the session, when the page was served without the visitor's session. */
export const SESSION_PROVIDER_MODULE = 'auth/SessionProvider' satisfies RemoteModuleId;

/**
 * The route a link to this location leads to, when its page can be known from the path alone:
 * the sign-in page at `/`, a route without parameters at its path or below it.
 */
export function routeAt(pathname: string): RoutePath | undefined {
  if (pathname === ROUTES.signIn) return ROUTES.signIn;
  return (Object.keys(ROUTE_MODULES) as RoutePath[]).find(
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
  return route ? [...provider, ROUTE_MODULES[route]] : provider;
}

/**
 * The remote modules that run state machines from their first render. The shell provides xstate
 * in a chunk of its own (SHELL_CHUNKS_FILE), started with these modules' files; any other module
 * that needs it still gets it, one round trip later.
 */
const MODULES_RUNNING_STATE_MACHINES: readonly RemoteModuleId[] = ['auth/SessionProvider', 'attractions/AttractionsPage', 'bookings/BookingsPage'];

/** Whether any of these modules needs the state-machine libraries as it first renders. */
export const runStateMachines = (modules: readonly RemoteModuleId[]): boolean => modules.some((id) => MODULES_RUNNING_STATE_MACHINES.includes(id));

/** A product call a page makes as it first renders, by its contract's name and its path under the proxy. */
export interface FirstCall {
  call: ProxyCallName;
  path: string;
}

/**
 * The call each route's page makes first, for a signed-in visitor: the page that writes the route
 * starts it, and the remote takes that answer instead of asking again.
 */
export const FIRST_CALLS: Partial<Record<RoutePath, FirstCall>> = {
  [ROUTES.attractions]: { call: 'offers', path: 'offers' },
  [ROUTES.bookings]: { call: 'reservations', path: 'reservations' },
};

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
