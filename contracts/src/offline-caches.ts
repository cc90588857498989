// What the service worker keeps on the visitor's device, named once for the worker that fills it
// and the page that empties it (signing out deletes what carried the visitor's session).

/** What every cache of the app's is named from. */
export const OFFLINE_CACHE_PREFIX = 'citypass-';

/** Pages as last answered: each carries the visitor's session, so signing out deletes it. */
export const PAGES_CACHE = 'citypass-pages';

/** The sign-in page as a signed-out visitor gets it (nobody's): what opens without a network when nothing of the visitor's is kept. */
export const START_PAGE_CACHE = 'citypass-start-page';

/** The shell's catalogues of the languages in use, kept as pages load them (only the language in use is downloaded). */
export const SHELL_TEXTS_CACHE = 'citypass-shell-texts';

/** One cache per remote release (`citypass-release-bookings-0.1.0-ab12…`): the whole release, each file checked against its integrity. */
export const RELEASE_CACHE_PREFIX = 'citypass-release-';

/** The cache of one remote's release. */
export const releaseCacheName = (remote: string, version: string) => `${RELEASE_CACHE_PREFIX}${remote}-${version}`;

/** The entry a release's cache holds once every file is in it: until then the release is not used. */
export const COMPLETE_RELEASE_MARK = '/.citypass-release-complete';

/** The last answers of the product calls a visitor reads offline (the bookings, the offers), kept for the signed-in order. */
export const KEPT_CALLS_CACHE = 'citypass-kept-calls';

/** Every cache that holds something of the visitor's: all deleted once the visitor is signed out. */
export const PERSONAL_CACHES = [PAGES_CACHE, KEPT_CALLS_CACHE] as const;

/** The log beacon's code for what could not be kept for use offline (a page whose release file was refused, an answer; the device's quota): the page works, only not offline. */
export const OFFLINE_KEEP_FAILED_CODE = 'OFFLINE_KEEP_FAILED';

/** The log beacon's code for a kept page of an older build of the app (its scripts no longer kept): dropped, and another page or the network's answer is shown. */
export const KEPT_PAGE_OUTDATED_CODE = 'KEPT_PAGE_OUTDATED';

/** The log beacon's code for a kept answer that could not be read (another build's, damaged): the network's answer or the offline message is shown instead. */
export const KEPT_CALL_UNREADABLE_CODE = 'KEPT_CALL_UNREADABLE';
