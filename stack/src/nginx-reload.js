const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

// A graceful reload of nginx, finished: new workers take the new configuration at once, while
// the old ones finish what they have in flight with their upstreams and exit. Only once they have
// exited does no connection of nginx reach an instance the new configuration left out.

const run = promisify(execFile);

/**
 * The worker processes of an nginx master (procps' pgrep).
 * @param {number} master
 * @returns {Promise<number[]>}
 */
async function workersOf(master) {
  try {
    const { stdout } = await run('pgrep', ['-P', String(master)]);
    return stdout.split('\n').filter(Boolean).map(Number);
  } catch (error) {
    // pgrep exits 1 when it finds none.
    if (/** @type {{ code?: unknown }} */ (error).code === 1) return [];
    throw error;
  }
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // A worker running as another user cannot be signalled, but is there.
    return /** @type {{ code?: unknown }} */ (error).code === 'EPERM';
  }
}

/**
 * Checks the configuration, reloads nginx (`nginx -s reload`) and resolves once the workers that
 * ran the previous configuration have exited.
 * @param {string} nginx the nginx binary
 * @param {string[]} args the master's `-p` and `-c`
 * @param {number} master the master's pid
 * @param {() => string} errorLog what nginx logged, for a reload that does not finish
 */
async function reloadNginx(nginx, args, master, errorLog, timeoutMs = 30_000) {
  await run(nginx, ['-t', '-q', ...args]);
  const previous = await workersOf(master);
  await run(nginx, ['-s', 'reload', ...args]);
  const deadline = Date.now() + timeoutMs;
  while (previous.some(isRunning)) {
    if (Date.now() > deadline) throw new Error(`nginx's previous workers did not exit within ${timeoutMs} ms:\n${errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

module.exports = { reloadNginx };
