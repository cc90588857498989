import { ROUTE_PAGES, ROUTES, routeAt, type RouteName, type RoutePath } from '@citypass/contracts';
import type { RemotePageId } from '@citypass/shared-ui/contracts/remote-modules';
import type { ShellTextId } from '../i18n/shell-texts';

export type { RouteName };

// The spec's routes (section 2), each rendered by the remote page the routes contract names.
export interface RemoteRoute {
  path: RoutePath;
  page: RemotePageId;
  name: RouteName;
}

export const remoteRoutes: RemoteRoute[] = (Object.keys(ROUTE_PAGES) as RoutePath[]).map((path) => ({
  path,
  page: ROUTE_PAGES[path].module,
  name: ROUTE_PAGES[path].name,
}));

/** The header's items, each named by its text in the shell's catalogues. */
export const navItems: { to: string; label: ShellTextId }[] = [
  { to: ROUTES.attractions, label: 'nav.attractions' },
  { to: ROUTES.bookings, label: 'nav.bookings' },
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
