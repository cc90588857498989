const { randomBytes } = require('node:crypto');
const { existsSync, mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { holdPorts } = require('./free-ports');
const { startServer, stopProcess } = require('./processes');
const { stackBffEnv } = require('./bff-env');
const { createStackReleases, promoteFreshRemotes } = require('./stack-releases');
const { UpstreamProcess } = require('./upstream-process');

const ROOT = resolve(__dirname, '../..');
// The BFF's entry and its remote host, through the package's exports.
const BFF_SERVER = require.resolve('@citypass/bff');
const SERVE_REMOTE = require.resolve('@citypass/bff/serve-remote');

// Each remote's package folder, as the contracts name them.
const { REMOTE_PACKAGE_FOLDERS: REMOTES } = require('@citypass/contracts');
/** @typedef {keyof typeof REMOTES} RemoteName */
/** @typedef {import('./stack-releases').StackReleases} StackReleases */

/**
 * @typedef {object} StackOptions
 * @property {string} [remotesFile] The registry without releases: the remote hosts serve their builds and the BFF runs outside production.
 * @property {StackReleases} [releases] Another stack's release store and registry, to serve the same promoted remotes.
 * @property {string} [dataDir]
 * @property {string} [secret]
 * @property {string} [publicUrl] The origin visitors use, when a proxy stands in front of the BFF; default the BFF's own.
 * @property {string} [upstreamUrl] Another reservations service to use; default one of the stack's own, with the demo orders.
 * @property {string} [shellDist] The shell build to serve; default `shell/dist`.
 * @property {boolean} [testScenarios] Whether `?testScenario=` works; default true.
 * @property {Record<string, string>} [env] More variables of the BFF.
 */

/**
 * Where a stack's servers listen: ports the system handed out, never fixed ones.
 * @typedef {{ bff: number, auth: number, attractions: number, bookings: number, upstream: number }} StackPorts
 */
/** @typedef {keyof StackPorts} ServerName */

/**
 * @typedef {object} StackInfo
 * @property {string} url
 * @property {string} bffUrl
 * @property {string} upstreamUrl
 * @property {Record<RemoteName, string>} remoteUrl
 * @property {string} dataDir
 * @property {string} secret
 * @property {StackReleases | null} releases The release store, registry and team tokens; null without the registry.
 */

/** The built product, started as `npm start` starts it, on ports of its own. */
class Stack {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  #bff;
  /** @type {Map<number, import('node:child_process').ChildProcess>} */
  #remotes = new Map();
  /** The stack's own reservations service, as production runs one beside the BFF; none with `upstreamUrl`. */
  #upstream;
  #ownsDataDir;
  /** The stack's own release store and registry, removed with it. */
  #ownReleasesDir;
  #shellDist;
  #promotesFreshBuilds;
  #options;
  /**
   * Each server's port, held by this process until that server is about to listen: the servers
   * started meanwhile on free ports of their own (the metrics listeners) cannot take it.
   * @type {Record<ServerName, import('./free-ports').HeldPort>}
   */
  #held;

  /**
   * A stack on free ports (nothing runs until `start`).
   * @param {StackOptions} [options]
   */
  static async create(options = {}) {
    return new Stack(options, await holdPorts(/** @type {const} */ (['bff', 'auth', 'attractions', 'bookings', 'upstream'])));
  }

  /**
   * @param {StackOptions} options
   * @param {Record<ServerName, import('./free-ports').HeldPort>} held
   */
  constructor(options, held) {
    this.#options = options;
    this.#held = held;
    const ports = /** @type {StackPorts} */ (Object.fromEntries(Object.entries(held).map(([name, { port }]) => [name, port])));
    this.#ownsDataDir = !options.dataDir;
    this.#shellDist = resolve(ROOT, options.shellDist ?? 'shell/dist');
    this.#ownReleasesDir = options.remotesFile || options.releases ? undefined : mkdtempSync(join(tmpdir(), 'citypass-stack-releases-'));
    // A shell without a federation manifest (the benchmark's monolith) loads no remote: its registry stays empty.
    this.#promotesFreshBuilds = Boolean(this.#ownReleasesDir) && existsSync(join(this.#shellDist, 'mf-manifest.json'));
    /** @readonly */
    this.ports = ports;
    /** @type {StackInfo} */
    this.info = {
      url: options.publicUrl ?? `http://localhost:${ports.bff}`,
      bffUrl: `http://localhost:${ports.bff}`,
      upstreamUrl: options.upstreamUrl ?? `http://127.0.0.1:${ports.upstream}`,
      remoteUrl: {
        auth: `http://localhost:${ports.auth}`,
        attractions: `http://localhost:${ports.attractions}`,
        bookings: `http://localhost:${ports.bookings}`,
      },
      dataDir: options.dataDir ?? mkdtempSync(join(tmpdir(), 'citypass-stack-')),
      secret: options.secret ?? randomBytes(32).toString('hex'),
      releases: options.releases ?? (this.#ownReleasesDir ? createStackReleases(this.#ownReleasesDir) : null),
    };
    this.#upstream = options.upstreamUrl ? undefined : new UpstreamProcess(ports.upstream, this.info.dataDir, `${this.info.url}/bookings`);
  }

  async start() {
    try {
      if (this.#upstream) {
        await this.#held.upstream.release();
        await this.#upstream.start();
      }
      await Promise.all(/** @type {RemoteName[]} */ (Object.keys(REMOTES)).map((name) => this.startRemote(name)));
      await this.startBff();
      if (this.#promotesFreshBuilds && this.info.releases) await promoteFreshRemotes(this.info.releases, this.info.bffUrl);
    } catch (error) {
      // What did start must not outlive the failure.
      await this.stop();
      throw error;
    }
    return this;
  }

  /** @param {Record<string, string>} [extraEnv] */
  async startBff(extraEnv = {}) {
    await this.#held.bff.release();
    this.#bff = (await startServer([BFF_SERVER], this.bffEnv(extraEnv), `${this.info.bffUrl}/healthz`)).child;
  }

  /**
   * The environment the stack's BFF runs with (another build of the BFF, started beside it with
   * another PORT, serves the same product).
   * @param {Record<string, string>} [extraEnv]
   */
  bffEnv(extraEnv = {}) {
    return stackBffEnv({ info: this.info, port: this.ports.bff, shellDist: this.#shellDist, options: this.#options }, extraEnv);
  }

  async stopBff() {
    await stopProcess(this.#bff);
  }

  /**
   * Starts a remote's host on its own port: its releases in the store (its build without the
   * registry), or `dir` on `port` (from `freePort`) for another build of it.
   * @param {RemoteName} name
   * @param {string} [dir]
   * @param {number} [port]
   */
  async startRemote(name, dir = this.#remoteDir(name), port) {
    if (port === undefined) await this.#held[name].release();
    const listenPort = port ?? Number(new URL(this.info.remoteUrl[name]).port);
    const started = await startServer(
      [SERVE_REMOTE, '--dir', dir, '--port', String(listenPort), '--app-origin', this.info.url],
      {},
      `http://127.0.0.1:${listenPort}/healthz`,
    );
    this.#remotes.set(listenPort, started.child);
  }

  /**
   * @param {RemoteName} name
   * @param {number} [port]
   */
  async stopRemote(name, port) {
    const listenPort = port ?? Number(new URL(this.info.remoteUrl[name]).port);
    await stopProcess(this.#remotes.get(listenPort));
    this.#remotes.delete(listenPort);
  }

  /** @param {RemoteName} name */
  #remoteDir(name) {
    const { releases } = this.info;
    return releases ? join(releases.storeDir, name) : join(ROOT, REMOTES[name], 'dist');
  }

  async stop() {
    await Promise.all(Object.values(this.#held).map((held) => held.release()));
    await Promise.all([stopProcess(this.#bff), ...[...this.#remotes.values()].map(stopProcess)]);
    await this.#upstream?.stop();
    if (this.#ownsDataDir) rmSync(this.info.dataDir, { recursive: true, force: true });
    if (this.#ownReleasesDir) rmSync(this.#ownReleasesDir, { recursive: true, force: true });
  }
}

module.exports = { REMOTES, ROOT, Stack };
