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

/** The BFF's log beacon: clients report failures a visitor met here (form-encoded: level, code, details). */
export const CLIENT_LOG_PATH = '/api/auth/_log';

/** Where pages send their remotes' health reports (remote-health.ts): a beacon, answered 204 and setting no cookie. */
export const HEALTH_REPORTS_PATH = '/api/releases/health-reports';
