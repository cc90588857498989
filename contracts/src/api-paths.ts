// Where the BFF answers: each address named once, for the routers that serve it and the clients
// that call it.

/** The sign-in protocol (next-auth v4's base path). */
export const AUTH_PATH = '/api/auth';

/** The product's calls, forwarded to the reservations service. */
export const PROXY_PATH = '/api/proxy';

/** Where a page keeps the visitor's choice of language (POST, `{ language }`): the language cookie. */
export const LANGUAGE_PATH = '/api/language';

/** The deployment's configuration, for a page the BFF did not write (a remote's dev host). */
export const CONFIG_PATH = '/api/config';

/** The BFF's log beacon: clients report failures a visitor met here (form-encoded: level, code, details). */
export const CLIENT_LOG_PATH = `${AUTH_PATH}/_log`;

/** A warning's fields for the log beacon: its code, and what it concerns as one JSON field. */
export const warningFields = (code: string, details: Record<string, string>): Record<string, string> => ({
  level: 'warn',
  code,
  details: JSON.stringify(details),
});

/** The installed app's web app manifest, written for the deployment in the page's language (`?lang=`: manifests are fetched without cookies). */
export const APP_MANIFEST_PATH = '/manifest.webmanifest';

/** The service worker's script, at the root so that it controls every page of the origin. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The release API (the release service's router): the teams' commands and the releases page call it. */
export const RELEASES_API_PATH = '/api/releases';

/** Where pages send their remotes' health reports (remote-health.ts): a beacon, answered 204 and setting no cookie. */
export const HEALTH_REPORTS_PATH = `${RELEASES_API_PATH}/health-reports`;

/** The releases page for teams, apart from the visitor app (the release service serves it). */
export const RELEASES_PAGE_PATH = '/_releases';

/** Where the BFF answers on this machine unless PORT says otherwise (`npm start`, the dev loop, the teams' commands). */
export const DEFAULT_PORT = 8080;
