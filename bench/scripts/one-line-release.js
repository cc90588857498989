// The same code after a one-line change, built as each kind of release ships it: the bookings
// remote built, published and promoted as its team does, and any webpack configuration built with
// the change made by a loader as the source is read (the sources are never touched).
const { execFileSync } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

/** The one-line change, in the bookings remote's source, as both builds see it. */
const CHANGE = { file: /mf-bookings[\\/]src[\\/]components[\\/]EmptyBookings\.tsx$/, from: 'padding: 2.5rem 1.5rem;', to: 'padding: 2.5rem 2rem;' };

/** A configuration file that builds `config` (a module's export, called as webpack calls it) into `out`, with the change made. */
function changedConfig(dir, configPath, out) {
  const file = join(dir, `changed-${Math.random().toString(36).slice(2)}.webpack.js`);
  writeFileSync(
    file,
    `const base = require(${JSON.stringify(configPath)});
module.exports = (env, argv) => {
  const built = typeof base === 'function' ? base(env, argv) : base;
  const config = Array.isArray(built) ? built[0] : built;
  config.output = { ...config.output, path: ${JSON.stringify(out)} };
  config.cache = false;
  config.module.rules.push({ test: ${CHANGE.file}, enforce: 'pre', use: [{ loader: ${JSON.stringify(require.resolve('./one-line-change-loader'))}, options: ${JSON.stringify({ from: CHANGE.from, to: CHANGE.to })} }] });
  return config;
};
`,
  );
  return file;
}

function build(cwd, config) {
  execFileSync('npx', ['webpack', '--config', config, '--mode', 'production'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The bookings build published and promoted as its team does; returns its version. */
function releaseBookings(stack, dir) {
  const token = stack.releases.tokens.bookings;
  const env = { ...process.env, RELEASE_TOKEN: token, RELEASES_URL: stack.bffUrl, RELEASES_DIR: stack.releases.storeDir };
  const release = require.resolve('@citypass/releases/cli/release');
  const published = execFileSync(process.execPath, [release, '--remote', 'bookings', '--dir', dir, '--package-version', '0.1.0'], { env, encoding: 'utf8' });
  const version = /^Published \S+ (\S+) /m.exec(published)?.[1];
  if (!version) throw new Error(`the changed bookings build was not published:\n${published}`);
  return version;
}

async function promote(stack, version) {
  const answer = await fetch(`${stack.bffUrl}/api/releases/bookings/promote`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.releases.tokens.bookings}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version, reason: 'bench: a one-line change' }),
  });
  if (!answer.ok) throw new Error(`promote: HTTP ${answer.status} ${await answer.text()}`);
}

module.exports = { build, CHANGE, changedConfig, promote, releaseBookings };
