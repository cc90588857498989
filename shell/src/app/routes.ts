import { ROUTES, type RoutePath } from '@citypass/shared-ui/contracts';
import type { RemoteModules, RemotePageId } from '@citypass/shared-ui/contracts/remote-modules';

type RemoteModuleId = keyof RemoteModules;

// The spec's routes (section 2) and which remote page renders each.
export interface RemoteRoute {
  path: RoutePath;
  page: RemotePageId;
  label: string;
}

export const remoteRoutes: RemoteRoute[] = [
  { path: ROUTES.signIn, page: 'auth/SignInPage', label: 'Sign-in' },
  { path: ROUTES.magicLink, page: 'auth/MagicLinkPage', label: 'Sign-in' },
  { path: ROUTES.error, page: 'auth/ErrorPage', label: 'Sign-in help' },
  { path: ROUTES.attractions, page: 'attractions/AttractionsPage', label: 'Attractions' },
  { path: ROUTES.confirmation, page: 'attractions/ConfirmationPage', label: 'Booking confirmation' },
  { path: ROUTES.bookings, page: 'bookings/BookingsPage', label: 'My bookings' },
];

export const navItems = [
  { to: ROUTES.attractions, label: 'Attractions' },
  { to: ROUTES.bookings, label: 'My bookings' },
];

/** The remote page a link leads to, so it can be fetched before the visitor clicks. */
export function remoteForPath(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((route) => !route.path.includes(':') && route.path !== ROUTES.signIn && pathname.startsWith(route.path));
}

/** The remote page that renders this location, to start loading it as early as possible. */
export function routeForLocation(pathname: string): RemoteRoute | undefined {
  return pathname === ROUTES.signIn ? remoteRoutes.find((route) => route.path === ROUTES.signIn) : remoteForPath(pathname);
}

/**
 * What a page opened at this location needs first: the page itself, and the session provider
 * when the page was served without the visitor's session (otherwise the provider comes later).
 */
export function firstModulesFor(pathname: string, sessionOnPage: boolean): RemoteModuleId[] {
  const page = routeForLocation(pathname)?.page;
  const provider: RemoteModuleId[] = sessionOnPage ? [] : ['auth/SessionProvider'];
  return page ? [...provider, page] : provider;
}

// The remote modules that run state machines from their first render. The shell provides xstate
// in a chunk of its own (tooling/webpack-config/federation-shared.js), started with these
// modules' files; any other module that needs it still gets it, one round trip later.
const RUN_STATE_MACHINES: readonly RemoteModuleId[] = ['auth/SessionProvider', 'attractions/AttractionsPage', 'bookings/BookingsPage'];
export const STATE_MACHINE_LIBRARIES = ['xstate', '@xstate/react'] as const;

/** Whether any of these modules needs the state-machine libraries as it first renders. */
export const runStateMachines = (modules: readonly RemoteModuleId[]): boolean => modules.some((id) => RUN_STATE_MACHINES.includes(id));
