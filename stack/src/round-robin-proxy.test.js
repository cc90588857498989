const { createServer } = require('node:http');
const { freePort, holdPort } = require('./free-ports');
const { RoundRobinProxy } = require('./round-robin-proxy');

// nginx (Debian's package) in front of one small backend: the proxy's port is its own from
// `create`, and a start that meets another server on it fails instead of proxying nothing.

/** @returns {Promise<import('node:http').Server>} a server answering every request with `backend` */
function startBackend(port = 0) {
  return new Promise((listening, failed) => {
    const server = createServer((_req, res) => res.end('backend')).listen(port, '127.0.0.1', () => listening(server));
    server.once('error', failed);
  });
}

const portOf = (/** @type {import('node:http').Server} */ server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port;
const closeServer = (/** @type {import('node:http').Server} */ server) => new Promise((closed) => server.close(closed));

test('the port is held from create: a server started before nginx cannot take it, and nginx then answers on it', async () => {
  const proxy = await RoundRobinProxy.create();
  const backend = await startBackend();
  try {
    await expect(startBackend(proxy.port).then(closeServer)).rejects.toThrow(/EADDRINUSE/);
    await proxy.start([portOf(backend)]);
    const answer = await fetch(`${proxy.url}/anything`);
    expect(answer.headers.get('server')).toMatch(/^nginx/);
    expect(await answer.text()).toBe('backend');
  } finally {
    await proxy.stop();
    await closeServer(backend);
  }
}, 20_000);

test('a start that finds another server answering on its port fails, naming it', async () => {
  const port = await freePort();
  const squatter = await startBackend(port);
  const proxy = new RoundRobinProxy({ port, release: async () => {} });
  try {
    await expect(proxy.start([portOf(squatter)])).rejects.toThrow(`${proxy.url} is answered by another server (no Server header), not nginx`);
  } finally {
    await proxy.stop();
    await closeServer(squatter);
  }
}, 20_000);

test('a given port already in use is refused at create', async () => {
  const held = await holdPort();
  try {
    await expect(RoundRobinProxy.create(held.port)).rejects.toThrow(/EADDRINUSE/);
  } finally {
    await held.release();
  }
});
