const { spawn } = require('node:child_process');

/** @typedef {{ child: import('node:child_process').ChildProcess, output: () => string }} Started */

/**
 * Runs a Node script of the built product, keeping the end of what it prints for error messages.
 * Its servers stop at once unless `env` gives them a DRAIN_DELAY_MS: no balancer needs the time.
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @returns {Started}
 */
function startProcess(args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, DRAIN_DELAY_MS: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A server that dies on its own leaves its last words in the output of whoever started it.
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGKILL') process.stderr.write(`[${args.join(' ')}] exited (${code ?? signal}):\n${log}\n`);
  });
  return { child, output: () => log };
}

/**
 * Resolves once `url` answers 2xx; fails if the process (when given) exits first, or time runs out.
 * Ours rather than wait-on: this loop is all we need of it, and it would bring axios, joi and rxjs.
 * @param {string} url
 * @param {Started} [started]
 */
async function waitForHealth(url, started, timeoutMs = 30_000) {
  const output = () => started?.output() ?? '';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started && started.child.exitCode !== null) throw new Error(`process exited (${started.child.exitCode}) before ${url} was up:\n${output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts a server on a port `freePorts` handed out, and waits for `healthUrl`. Such a port may for
 * a moment be the local end of one of the machine's outgoing connections (the system picks those
 * from the same range): the server then exits with EADDRINUSE, and starts again once it has closed.
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @param {string} healthUrl
 * @returns {Promise<Started>}
 */
async function startServer(args, env, healthUrl, attempts = 10) {
  for (let attempt = 1; ; attempt += 1) {
    const started = startProcess(args, env);
    try {
      await waitForHealth(healthUrl, started);
      return started;
    } catch (error) {
      await stopProcess(started.child);
      if (attempt >= attempts || !started.output().includes('EADDRINUSE')) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * SIGTERM, then SIGKILL if the process has not exited within 5 s.
 * @param {import('node:child_process').ChildProcess | undefined} child
 * @returns {Promise<void>}
 */
function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

module.exports = { startProcess, startServer, stopProcess, waitForHealth };
