const { spawn } = require('node:child_process');
const { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { holdPort } = require('./free-ports');
const { renderCitypassConf } = require('./nginx-config');
const { reloadNginx } = require('./nginx-reload');

// nginx (Debian's package) as the load balancer in front of several BFF instances: for the
// journeys that prove a fleet serves one visitor, and the local fleet (`npm run fleet`). It runs
// the operators' configuration (ops/nginx/citypass.conf), inside a main file of its temp folder,
// and restarts an instance as operators do: out of the upstream first (docs/production.md).

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

const address = (/** @type {number} */ port) => `127.0.0.1:${port}`;

/** nginx on loopback, round-robin over the given BFF ports, its files in a temp folder. */
class RoundRobinProxy {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  #child;
  #dir = mkdtempSync(join(tmpdir(), 'citypass-nginx-'));
  #file = join(this.#dir, 'nginx.conf');
  /** The rendered ops/nginx/citypass.conf, which the main file includes. */
  #site = join(this.#dir, 'citypass.conf');
  /** @type {{ backends: number[], pinned: PinnedPath[] }} */
  #upstream = { backends: [], pinned: [] };
  /** @type {import('./free-ports').HeldPort} */
  #held;

  /**
   * On a given port, or a free one; the backends come at the start, since they need the proxy's
   * address first. The port is held until then: the servers started meanwhile on free ports (the
   * backends, their metrics) cannot take it.
   * @param {number} [port]
   */
  static async create(port) {
    return new RoundRobinProxy(await holdPort(port));
  }

  /** @param {import('./free-ports').HeldPort} held */
  constructor(held) {
    this.#held = held;
    /** @readonly */
    this.port = held.port;
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
    this.#upstream = { backends, pinned };
    this.#writeSite([]);
    writeFileSync(this.#file, config(this.#dir, this.#site));
    await this.#held.release();
    const child = spawn(NGINX, ['-p', this.#dir, '-c', this.#file], { stdio: 'ignore' });
    this.#child = child;
    /** @type {Error | null} */
    let spawnError = null;
    child.once('error', (error) => (spawnError = error));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (spawnError) throw new Error(`${NGINX} could not start (${/** @type {Error} */ (spawnError).message}): install Debian's nginx package`);
      if (child.exitCode !== null) throw new Error(`nginx exited: ${this.#errorLog()}`);
      /** @type {Response | undefined} */
      let answer;
      try {
        answer = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(1000) });
      } catch {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      // Whatever answers must be nginx: another server on the port would answer for it while
      // nginx retries its bind and exits.
      const server = answer.headers.get('server') ?? 'no Server header';
      if (server.startsWith('nginx')) return;
      child.kill('SIGTERM');
      throw new Error(`${this.url} is answered by another server (${server}), not nginx`);
    }
    child.kill('SIGTERM');
    throw new Error('nginx did not start');
  }

  /**
   * Restarts the instance on this port as a rolling restart does: out of the upstream and nginx
   * reloaded, its old workers gone, before `replace` stops it and starts it again; back in after.
   * nginx never resends a POST, so it must hold no connection to an instance that is stopping.
   * @param {number} port
   * @param {() => Promise<void>} replace
   */
  async withBackendOut(port, replace) {
    await this.#reload([port]);
    await replace();
    await this.#reload([]);
  }

  /** @param {number[]} down */
  #writeSite(down) {
    const { backends, pinned } = this.#upstream;
    writeFileSync(
      this.#site,
      renderCitypassConf({
        listen: address(this.port),
        backends: backends.map(address),
        down: down.map(address),
        pinned: pinned.map(({ path, backend }) => ({ path, backend: address(backend) })),
        accessLog: join(this.#dir, 'access.log'),
      }),
    );
  }

  /** @param {number[]} down */
  async #reload(down) {
    const master = this.#child?.pid;
    if (master === undefined) throw new Error('nginx is not running');
    this.#writeSite(down);
    await reloadNginx(NGINX, ['-p', this.#dir, '-c', this.#file], master, () => this.#errorLog());
  }

  #errorLog() {
    return readFileSync(join(this.#dir, 'error.log'), 'utf8');
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
    await this.#held.release();
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
