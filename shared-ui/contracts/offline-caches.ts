// What the service worker keeps on the visitor's device, named once for the worker that fills it
// and the page that empties it (signing out deletes what carried the visitor's session).

/** Pages as last answered: each carries the visitor's session, so signing out deletes it. */
export const PAGES_CACHE = 'citypass-pages';

/** One cache per remote release (`citypass-release-bookings-0.1.0-ab12…`): the whole release, each file checked against its integrity. */
export const RELEASE_CACHE_PREFIX = 'citypass-release-';

/** The cache of one remote's release. */
export const releaseCacheName = (remote: string, version: string) => `${RELEASE_CACHE_PREFIX}${remote}-${version}`;

/** The entry a release's cache holds once every file is in it: until then the release is not used. */
export const COMPLETE_RELEASE_MARK = '/.citypass-release-complete';
