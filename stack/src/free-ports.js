const { createServer } = require('node:net');

// No port is assumed free: not the product's defaults (a running `npm start` holds them) nor any
// fixed range (another run of the journeys or the benchmark may hold it). The system hands out
// ports nobody listens on.

/**
 * @param {number} [port] this one, or any the system hands out
 * @returns {Promise<import('node:net').Server>}
 */
function listenOn(port = 0) {
  return new Promise((held, failed) => {
    // No host: both loopbacks (127.0.0.1 and ::1, where `localhost` may go) must be free.
    const server = createServer().listen(port, () => held(server));
    server.once('error', failed);
  });
}

/** @param {import('node:net').Server} server */
const close = (server) => new Promise((closed) => server.close(closed));

/** @typedef {{ port: number, release: () => Promise<void> }} HeldPort */

/**
 * A port held by this process until `release`, for a server started later (another program's,
 * which cannot be handed the socket): meanwhile no other server, ours or not, can take it. A
 * given port must be free.
 * @param {number} [port]
 * @returns {Promise<HeldPort>}
 */
async function holdPort(port) {
  const server = await listenOn(port);
  // Holding is no reason to keep the process alive.
  server.unref();
  return {
    port: /** @type {import('node:net').AddressInfo} */ (server.address()).port,
    release: async () => {
      if (server.listening) await close(server);
    },
  };
}

/**
 * A distinct free port for each name, all held at once (so none is handed out twice).
 * @template {string} Name
 * @param {readonly Name[]} names
 * @returns {Promise<Record<Name, HeldPort>>}
 */
async function holdPorts(names) {
  /** @type {[Name, HeldPort][]} */
  const held = [];
  try {
    for (const name of names) held.push([name, await holdPort()]);
  } catch (error) {
    await Promise.all(held.map(([, port]) => port.release()));
    throw error;
  }
  return /** @type {Record<Name, HeldPort>} */ (Object.fromEntries(held));
}

/**
 * A distinct port nobody listens on for each name, released at once for the servers about to
 * listen on them.
 * @template {string} Name
 * @param {readonly Name[]} names
 * @returns {Promise<Record<Name, number>>}
 */
async function freePorts(names) {
  const held = /** @type {[Name, HeldPort][]} */ (Object.entries(await holdPorts(names)));
  await Promise.all(held.map(([, port]) => port.release()));
  return /** @type {Record<Name, number>} */ (Object.fromEntries(held.map(([name, { port }]) => [name, port])));
}

/** @returns {Promise<number>} */
async function freePort() {
  return (await freePorts(['port'])).port;
}

module.exports = { freePort, freePorts, holdPort, holdPorts };
