import type { RemoteName } from '../federation/app-config';

// The spec's routes (section 2) and which remote module renders each.
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
  label: string;
}

export const remoteRoutes: RemoteRoute[] = [
  { path: '/', remote: 'auth', module: 'SignInPage', label: 'Sign-in' },
  { path: '/auth/magic-link/:id', remote: 'auth', module: 'MagicLinkPage', label: 'Sign-in' },
  { path: '/error', remote: 'auth', module: 'ErrorPage', label: 'Sign-in help' },
  { path: '/attractions', remote: 'attractions', module: 'AttractionsPage', label: 'Attractions' },
  { path: '/confirmation', remote: 'attractions', module: 'ConfirmationPage', label: 'Booking confirmation' },
  { path: '/bookings', remote: 'bookings', module: 'BookingsPage', label: 'My bookings' },
];

export const navItems = [
  { to: '/attractions', label: 'Attractions' },
  { to: '/bookings', label: 'My bookings' },
];

/** The remote module a link leads to, so it can be fetched before the visitor clicks. */
export function remoteForPath(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((route) => !route.path.includes(':') && route.path !== '/' && pathname.startsWith(route.path));
}
