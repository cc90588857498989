// What the bench does as the bookings team of a started stack: its release API calls, and its build
// published again under another package version (as a team releases), without promoting it.
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');
const { ROOT } = require('@citypass/stack');

/**
 * `path` under `/api/releases` of the stack's BFF, with the bookings team's token: GET, or POST of
 * `body` as JSON; the answer's JSON, or an error naming the status.
 * @param {import('@citypass/stack').StackInfo} info
 */
function bookingsReleaseApi(info) {
  const token = info.releases.tokens.bookings;
  return async (path, body) => {
    const res = await fetch(`${info.bffUrl}/api/releases${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
}

/**
 * The bookings build published again as `packageVersion` (the release command, as a team runs
 * it): the version the registry names it by.
 * @param {import('@citypass/stack').StackInfo} info  @param {string} packageVersion
 */
function publishBookingsAs(info, packageVersion) {
  const published = execFileSync(
    process.execPath,
    [require.resolve('@citypass/releases/cli/release'), '--remote', 'bookings', '--dir', join(ROOT, 'mf-bookings/dist'), '--package-version', packageVersion],
    { env: { ...process.env, RELEASE_TOKEN: info.releases.tokens.bookings, RELEASES_URL: info.bffUrl, RELEASES_DIR: info.releases.storeDir }, encoding: 'utf8' },
  );
  return /^Published \S+ (\S+) /m.exec(published)?.[1];
}

module.exports = { bookingsReleaseApi, publishBookingsAs };
