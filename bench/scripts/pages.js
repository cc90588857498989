// What "ready" means on each measured page, and the in-page probe that times it.

const ATTRACTION_LINK = 'ul[aria-label="Attractions"] a';

// Waited once the network is idle: what a page defers until it has settled (the session provider, 2 s after `load`) has then arrived.
const SETTLE_MS = 2500;

const ROUTES = {
  signIn: { path: '/', signedIn: false, ready: 'main h1' },
  attractions: { path: '/attractions', signedIn: true, ready: ATTRACTION_LINK },
};

/** The bookings page is ready when its title shows and its list (or the empty state) replaced the spinner. */
async function bookingsReady(page, timeout) {
  await page.getByRole('heading', { name: 'My bookings' }).waitFor({ timeout });
  await page.getByRole('status', { name: 'Loading your bookings' }).waitFor({ state: 'detached', timeout });
}

/** The confirmation page is ready when it names the booking (not its "No booking to show" fallback). */
async function confirmationReady(page, timeout) {
  await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor({ timeout });
}

/**
 * What a visitor does before the confirmation page: opens the first attraction of the list, takes
 * the first pass, the `day`th date offered (one booking per attraction and day: another run
 * against the same service books another day) and its first time, and books. The tab keeps the
 * booking in its session storage, which the confirmation page reads. Resolves with the
 * confirmation's address.
 */
async function bookFirstAttraction(page, baseUrl, timeout, day = 0) {
  await page.goto(`${baseUrl}${ROUTES.attractions.path}`);
  await page.locator(ATTRACTION_LINK).first().click({ timeout });
  await page.getByRole('group', { name: '1. Choose passes' }).getByRole('checkbox').first().check({ timeout });
  for (const [step, index] of [['2. Choose a date', day], ['3. Choose a time', 0]]) {
    // The radios are styled labels: chosen with the keyboard, as the browser journeys do.
    await page.getByRole('group', { name: step }).getByRole('radio').nth(index).focus({ timeout });
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: /^Book \d+ pass/ }).click({ timeout });
  await confirmationReady(page, timeout);
  return page.url();
}

const readyBy = (selector) => (page, timeout) => page.locator(selector).first().waitFor({ timeout });

/**
 * The pages Lighthouse audits, each as a visitor reaches it: signed in where the page needs it,
 * the confirmation after a booking; `ready` tells the page shows what it should.
 */
const AUDITED_PAGES = [
  { path: ROUTES.signIn.path, signedIn: false, ready: readyBy(ROUTES.signIn.ready) },
  { path: ROUTES.attractions.path, signedIn: true, ready: readyBy(ATTRACTION_LINK) },
  { path: '/bookings', signedIn: true, ready: bookingsReady },
  { path: '/confirmation', signedIn: true, booked: true, ready: confirmationReady },
];

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

module.exports = { ROUTES, SETTLE_MS, AUDITED_PAGES, ATTRACTION_LINK, bookingsReady, bookFirstAttraction, installProbe, readSharedCopies };
