// What "ready" means on each measured page, and the in-page probe that times it.

const ATTRACTION_LINK = 'ul[aria-label="Attractions"] a';

const ROUTES = {
  signIn: { path: '/', signedIn: false, ready: 'main h1' },
  attractions: { path: '/attractions', signedIn: true, ready: ATTRACTION_LINK },
};

/** The bookings page is ready when its title shows and its list (or the empty state) replaced the spinner. */
async function bookingsReady(page, timeout) {
  await page.getByRole('heading', { name: 'My bookings' }).waitFor({ timeout });
  await page.getByRole('status', { name: 'Loading your bookings' }).waitFor({ state: 'detached', timeout });
}

/**
 * Runs in the page before its scripts: notes (on the navigation's clock) when the attractions
 * list first shows a link, and when a click on one is handled (the router's pushState).
 */
function installProbe() {
  const marks = {};
  Object.defineProperty(window, '__benchMarks', { value: marks });
  const check = () => {
    if (marks.visible === undefined && document.querySelector('ul[aria-label="Attractions"] a')) marks.visible = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
  const pushState = history.pushState;
  history.pushState = function (...args) {
    if (marks.interactive === undefined) marks.interactive = performance.now();
    return pushState.apply(this, args);
  };
}

/** The federation share scope: how many versions of each shared module were actually loaded. */
function readSharedCopies() {
  const federation = globalThis.__FEDERATION__;
  if (!federation) return null;
  const counts = {};
  for (const instance of federation.__INSTANCES__ ?? []) {
    for (const [name, versions] of Object.entries(instance.shareScopeMap?.default ?? {})) {
      const loaded = Object.values(versions).filter((version) => version.loaded).length;
      counts[name] = Math.max(counts[name] ?? 0, loaded);
    }
  }
  return counts;
}

module.exports = { ROUTES, ATTRACTION_LINK, bookingsReady, installProbe, readSharedCopies };
