// Third-party code the bench runs from folders of its own (`bench/<folder>/`, each with its own
// package.json and lock file, no workspace): installed with `npm ci` when missing or when the lock
// file changed, and a step of theirs (a build) run again only when its inputs changed.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, readFileSync, readdirSync, statSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const BENCH_DIR = join(__dirname, '..');

/** sha256 over the named files (folders: every file in them), to tell whether an install or build is stale. */
function fingerprint(dir, paths) {
  const hash = createHash('sha256');
  const add = (path) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) add(join(path, entry));
      return;
    }
    hash.update(relative(dir, path)).update(readFileSync(path));
  };
  for (const path of paths) add(join(dir, path));
  return hash.digest('hex');
}

/** Runs `step` unless `stamp` holds the current fingerprint of `inputs`; writes it afterwards. */
function unlessCurrent(dir, inputs, stamp, step) {
  const current = fingerprint(dir, inputs);
  const stampFile = join(dir, stamp);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) return false;
  step();
  writeFileSync(stampFile, current);
  return true;
}

function install(dir, log) {
  unlessCurrent(dir, ['package-lock.json'], 'node_modules/.bench-installed', () => {
    const folder = `bench/${relative(BENCH_DIR, dir)}`;
    log(`installing ${folder} (npm ci --prefix ${folder}; only when its lock file changed)`);
    execFileSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  });
}

module.exports = { install, unlessCurrent };
