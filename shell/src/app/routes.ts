import type { RemoteModules, RemotePageId } from '@citypass/shared-ui/src/contracts/remote-modules';

type RemoteModuleId = keyof RemoteModules;

// The spec's routes (section 2) and which remote page renders each.
export interface RemoteRoute {
  path: string;
  page: RemotePageId;
  label: string;
}

export const remoteRoutes: RemoteRoute[] = [
  { path: '/', page: 'auth/SignInPage', label: 'Sign-in' },
  { path: '/auth/magic-link/:id', page: 'auth/MagicLinkPage', label: 'Sign-in' },
  { path: '/error', page: 'auth/ErrorPage', label: 'Sign-in help' },
  { path: '/attractions', page: 'attractions/AttractionsPage', label: 'Attractions' },
  { path: '/confirmation', page: 'attractions/ConfirmationPage', label: 'Booking confirmation' },
  { path: '/bookings', page: 'bookings/BookingsPage', label: 'My bookings' },
];

export const navItems = [
  { to: '/attractions', label: 'Attractions' },
  { to: '/bookings', label: 'My bookings' },
];

/** The remote page a link leads to, so it can be fetched before the visitor clicks. */
export function remoteForPath(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((route) => !route.path.includes(':') && route.path !== '/' && pathname.startsWith(route.path));
}

/** The remote page that renders this location, to start loading it as early as possible. */
export function routeForLocation(pathname: string): RemoteRoute | undefined {
  return pathname === '/' ? remoteRoutes.find((route) => route.path === '/') : remoteForPath(pathname);
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
