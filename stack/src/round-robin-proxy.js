const { spawn } = require('node:child_process');
const { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { freePort } = require('./free-ports');
const { renderCitypassConf } = require('./nginx-config');

// nginx (Debian's package) as the load balancer in front of several BFF instances: for the
// journeys that prove a fleet serves one visitor, and the local fleet (`npm run fleet`). It runs
// the operators' configuration (ops/nginx/citypass.conf), inside a main file of its temp folder.

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** @typedef {{ path: string, backend: number }} PinnedPath  requests for this exact path go to this backend alone */

/**
 * @param {string} dir
 * @param {string} site the rendered ops/nginx/citypass.conf
 */
function config(dir, site) {
  /** @param {string} name */
  const temp = (name) => `${name}_temp_path ${join(dir, name)};`;
  return `
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  include ${site};
}
`;
}

/** nginx on loopback, round-robin over the given BFF ports, its files in a temp folder. */
class RoundRobinProxy {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  #child;
  #dir = mkdtempSync(join(tmpdir(), 'citypass-nginx-'));

  /**
   * On a given port, or a free one; the backends come at the start, since they need the proxy's address first.
   * @param {number} [port]
   */
  static async create(port) {
    return new RoundRobinProxy(port ?? (await freePort()));
  }

  /** @param {number} port */
  constructor(port) {
    /** @readonly */
    this.port = port;
  }

  get url() {
    return `http://localhost:${this.port}`;
  }

  /**
   * Starts nginx in front of the BFFs listening on these ports.
   * @param {number[]} backends
   * @param {PinnedPath[]} [pinned]
   */
  async start(backends, pinned = []) {
    mkdirSync(join(this.#dir, 'logs'), { recursive: true });
    const site = join(this.#dir, 'citypass.conf');
    const address = (/** @type {number} */ port) => `127.0.0.1:${port}`;
    writeFileSync(
      site,
      renderCitypassConf({
        listen: address(this.port),
        backends: backends.map(address),
        pinned: pinned.map(({ path, backend }) => ({ path, backend: address(backend) })),
        accessLog: join(this.#dir, 'access.log'),
      }),
    );
    const file = join(this.#dir, 'nginx.conf');
    writeFileSync(file, config(this.#dir, site));
    const child = spawn(NGINX, ['-p', this.#dir, '-c', file], { stdio: 'ignore' });
    this.#child = child;
    /** @type {Error | null} */
    let spawnError = null;
    child.once('error', (error) => (spawnError = error));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (spawnError) throw new Error(`${NGINX} could not start (${/** @type {Error} */ (spawnError).message}): install Debian's nginx package`);
      if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(join(this.#dir, 'error.log'), 'utf8')}`);
      try {
        await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(1000) });
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('nginx did not start');
  }

  /**
   * Which backend answered each request, from the operators' log format: `[address, request line, request id]`.
   * @returns {[string, string, string][]}
   */
  accessLog() {
    return readFileSync(join(this.#dir, 'access.log'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [, request = '', address = '', id = ''] = /"(.*)" \d{3} .* upstream="([^"]*)" request_id=(\S*)/.exec(line) ?? [];
        return [address, request, id];
      });
  }

  async stop() {
    const child = this.#child;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise((done) => {
        child.once('exit', () => done(undefined));
        child.kill('SIGTERM');
      });
    }
    rmSync(this.#dir, { recursive: true, force: true });
  }
}

module.exports = { RoundRobinProxy };
