import { ROUTE_MODULES, ROUTES, routeAt, type RoutePath } from '@citypass/shared-ui/contracts';
import type { RemoteModules, RemotePageId } from '@citypass/shared-ui/contracts/remote-modules';

type RemoteModuleId = keyof RemoteModules;

// The spec's routes (section 2), each rendered by the remote page the routes contract names.
export interface RemoteRoute {
  path: RoutePath;
  page: RemotePageId;
  label: string;
}

const labels: Record<RoutePath, string> = {
  [ROUTES.signIn]: 'Sign-in',
  [ROUTES.magicLink]: 'Sign-in',
  [ROUTES.error]: 'Sign-in help',
  [ROUTES.attractions]: 'Attractions',
  [ROUTES.confirmation]: 'Booking confirmation',
  [ROUTES.bookings]: 'My bookings',
};

export const remoteRoutes: RemoteRoute[] = (Object.keys(ROUTE_MODULES) as RoutePath[]).map((path) => ({
  path,
  page: ROUTE_MODULES[path],
  label: labels[path],
}));

export const navItems = [
  { to: ROUTES.attractions, label: 'Attractions' },
  { to: ROUTES.bookings, label: 'My bookings' },
];

/** The remote page that renders this location, to start loading it as early as possible. */
export function routeForLocation(pathname: string): RemoteRoute | undefined {
  const path = routeAt(pathname);
  return remoteRoutes.find((route) => route.path === path);
}

/** The remote page a link leads to, so it can be fetched before the visitor clicks (never the sign-in page). */
export function remoteForPath(pathname: string): RemoteRoute | undefined {
  const route = routeForLocation(pathname);
  return route?.path === ROUTES.signIn ? undefined : route;
}

// The remote modules that run state machines from their first render. The shell provides xstate
// in a chunk of its own (tooling/webpack-config/federation-shared.js), started with these
// modules' files; any other module that needs it still gets it, one round trip later.
const RUN_STATE_MACHINES: readonly RemoteModuleId[] = ['auth/SessionProvider', 'attractions/AttractionsPage', 'bookings/BookingsPage'];
export const STATE_MACHINE_LIBRARIES = ['xstate', '@xstate/react'] as const;

/** Whether any of these modules needs the state-machine libraries as it first renders. */
export const runStateMachines = (modules: readonly RemoteModuleId[]): boolean => modules.some((id) => RUN_STATE_MACHINES.includes(id));
