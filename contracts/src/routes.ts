/** The spec's routes (section 2): the shell renders them, the BFF serves the shell page for them. */
export const ROUTES = {
  signIn: '/',
  magicLink: '/auth/magic-link/:id',
  error: '/error',
  attractions: '/attractions',
  confirmation: '/confirmation',
  bookings: '/bookings',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The footer's pages, which the shell renders itself. */
export const INFO_ROUTES = {
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  accessibility: '/accessibility',
} as const;

export type InfoRoutePath = (typeof INFO_ROUTES)[keyof typeof INFO_ROUTES];

/** Every page the app renders (the BFF answers any other address 404 with the app's not-found page). */
export const APP_ROUTES: readonly (RoutePath | InfoRoutePath)[] = [...Object.values(ROUTES), ...Object.values(INFO_ROUTES)];

/**
 * The pages a visitor sees without signing in, which crawlers may index; every other route is
 * for signed-in visitors (or a step of signing in), so a new route stays out of robots' reach until
 * it is listed here.
 */
export const PUBLIC_ROUTES: readonly (RoutePath | InfoRoutePath)[] = [ROUTES.signIn, ...Object.values(INFO_ROUTES)];
