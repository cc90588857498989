import { ROUTE_MODULES, ROUTES, routeAt, type RoutePath } from '@citypass/shared-ui/contracts';
import type { RemotePageId } from '@citypass/shared-ui/contracts/remote-modules';

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

// The shared modules the shell starts when a page's first modules run state machines (runStateMachines in the routes contract).
export const STATE_MACHINE_LIBRARIES = ['xstate', '@xstate/react'] as const;
