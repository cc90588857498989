const { request } = require('node:http');

// Steady load on the product through its balancer while instances restart: a few workers calling
// in turn, until stopped or out of time. A failure is a network error or any answer but the one
// the call expects. Each request opens a connection of its own: a reload of nginx closes the idle
// kept-alive connections of its old workers, and a browser resends a request that meets such a
// close on a reused connection (nothing of it was read), which Node's clients do not.

/** @typedef {{ method: 'GET' | 'POST', path: string, expect: number }} LoadCall */

/** @type {LoadCall[]} */
const CALLS = [
  { method: 'GET', path: '/api/config', expect: 200 },
  { method: 'GET', path: '/healthz', expect: 200 },
  // A POST, which nginx never resends to another instance: lost if an instance drops it.
  { method: 'POST', path: '/api/preview/end', expect: 204 },
];

const ANSWER_WITHIN_MS = 10_000;

/**
 * @typedef {object} LoadFigures
 * @property {number} sent
 * @property {number} posts
 * @property {string[]} failures each as `METHOD path: what came back`
 */

/**
 * @param {string} url
 * @param {LoadCall} call
 * @returns {Promise<number>} the answer's status, once its body has arrived
 */
function send(url, { method, path }) {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${url}${path}`, { method, agent: false }, (answer) => {
      answer.resume();
      answer.once('end', () => resolve(answer.statusCode ?? 0));
      answer.once('error', reject);
    });
    outgoing.once('error', reject);
    outgoing.setTimeout(ANSWER_WITHIN_MS, () => outgoing.destroy(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)));
    outgoing.end();
  });
}

/**
 * Starts the load; `stop()` ends it and resolves with its figures, or fails if the load ran out of
 * `maxMs` first (what it was to measure outlasted it).
 * @param {string} url the balancer's address
 * @param {{ workers?: number, maxMs?: number }} [options]
 */
function startSteadyLoad(url, { workers = 4, maxMs = 120_000 } = {}) {
  /** @type {LoadFigures} */
  const figures = { sent: 0, posts: 0, failures: [] };
  const deadline = Date.now() + maxMs;
  let stopped = false;
  /** @type {Promise<LoadFigures> | undefined} */
  let stopping;
  const worker = async (/** @type {number} */ offset) => {
    for (let turn = offset; !stopped && Date.now() < deadline; turn += 1) {
      const call = /** @type {LoadCall} */ (CALLS[turn % CALLS.length]);
      figures.sent += 1;
      if (call.method === 'POST') figures.posts += 1;
      const outcome = await send(url, call).catch((/** @type {Error} */ error) => error.message);
      if (outcome !== call.expect) figures.failures.push(`${call.method} ${call.path}: ${outcome}`);
    }
  };
  const running = Promise.all(Array.from({ length: workers }, (_, offset) => worker(offset)));
  return {
    /**
     * Resolves once this many more requests have been sent: the load is under way, or went on.
     * @param {number} count
     */
    async more(count) {
      const target = figures.sent + count;
      while (figures.sent < target && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    /**
     * Ends the load (again: the same answer), once its requests in flight are answered.
     * @returns {Promise<LoadFigures>}
     */
    stop() {
      stopping ??= (async () => {
        if (Date.now() >= deadline) throw new Error(`the load ran out of its ${maxMs} ms before it was stopped`);
        stopped = true;
        await running;
        return figures;
      })();
      return stopping;
    },
  };
}

module.exports = { startSteadyLoad };
