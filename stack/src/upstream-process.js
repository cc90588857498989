const { freePort } = require('./free-ports');
const { startServer, stopProcess } = require('./processes');

const SERVE = require.resolve('@citypass/reservations-service/serve');

/** The reference reservations service in a process of its own, with the demo orders the journeys sign in with, to stop and start in a test or to measure apart from the BFF. */
class UpstreamProcess {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  #child;

  /**
   * On a free port, kept across restarts.
   * @param {string} dataDir
   */
  static async create(dataDir) {
    return new UpstreamProcess(await freePort(), dataDir);
  }

  /**
   * @param {number} port
   * @param {string} dataDir
   * @param {string} [bookingsUrl] the app's /bookings, which its e-mails link to
   */
  constructor(port, dataDir, bookingsUrl) {
    /** @readonly */
    this.port = port;
    /** @readonly */
    this.dataDir = dataDir;
    /** @readonly */
    this.bookingsUrl = bookingsUrl;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    // Its metrics on a free port: several stacks may run on one machine.
    const args = [SERVE, '--port', String(this.port), '--data-dir', this.dataDir, '--seed', 'demo'];
    // Its e-mails are .eml files in DATA_DIR/outbox (no SMTP_URL), linking to the stack's app.
    const env = { METRICS_PORT: '0', ...(this.bookingsUrl ? { BOOKINGS_URL: this.bookingsUrl } : {}) };
    this.#child = (await startServer(args, env, `${this.url}/healthz`)).child;
    return this;
  }

  async stop() {
    await stopProcess(this.#child);
  }
}

module.exports = { UpstreamProcess };
