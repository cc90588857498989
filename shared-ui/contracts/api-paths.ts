// Where the BFF answers the front end: each address named once, for the routers that serve it and
// the clients that call it.

/** The sign-in protocol (next-auth v4's base path). */
export const AUTH_PATH = '/api/auth';

/** The product's calls, forwarded to the reservations service. */
export const PROXY_PATH = '/api/proxy';

/** The deployment's configuration, for a page the BFF did not write (a remote's dev host). */
export const CONFIG_PATH = '/api/config';

/** The BFF's log beacon: clients report failures a visitor met here (form-encoded: level, code, details). */
export const CLIENT_LOG_PATH = `${AUTH_PATH}/_log`;

/** Where pages send their remotes' health reports (remote-health.ts): a beacon, answered 204 and setting no cookie. */
export const HEALTH_REPORTS_PATH = '/api/releases/health-reports';

/** The releases page for teams, apart from the visitor app (the release service serves it). */
export const RELEASES_PAGE_PATH = '/_releases';
