const { createServer } = require('node:net');
const { freePort } = require('./free-ports');
const { startServer, stopProcess } = require('./processes');

// A server that answers /healthz on PORT, as the product's servers do.
const SERVER = `require('node:http').createServer((req, res) => res.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')`;

test('a server whose free port is taken for a moment starts once it is released', async () => {
  const port = await freePort();
  const holder = createServer().listen(port, '127.0.0.1');
  setTimeout(() => holder.close(), 1200);
  const started = await startServer(['-e', SERVER], { PORT: String(port) }, `http://127.0.0.1:${port}/healthz`);
  expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).text()).toBe('ok');
  await stopProcess(started.child);
});

test('any other failure to start is reported at once, with what the server said', async () => {
  const since = Date.now();
  await expect(startServer(['-e', 'console.error("no settings"); process.exit(1)'], {}, 'http://127.0.0.1:1/healthz')).rejects.toThrow(/no settings/);
  expect(Date.now() - since).toBeLessThan(5000);
});
