// The proxy floor the proxies' figures are read against: the least any proxy does per call,
// on node:http alone. It forwards `GET /api/proxy/offers` to the reservations service with one
// fixed token over kept-alive connections (the BFF's pool) and streams the answer back; no
// framework, no session, no checks. A proxy that does anything at all cannot beat it.
//   UPSTREAM_URL    the reservations service
//   UPSTREAM_TOKEN  its bearer token, signed in once by whoever starts this
//   PORT            where to listen (127.0.0.1)
const { Agent, createServer, request } = require('node:http');

const { UPSTREAM_URL, UPSTREAM_TOKEN, PORT } = process.env;
const agent = new Agent({ keepAlive: true, maxSockets: 128 });
const target = new URL('/offers', UPSTREAM_URL);

const server = createServer((req, res) => {
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (req.method !== 'GET' || req.url !== '/api/proxy/offers') {
    res.writeHead(404).end();
    return;
  }
  const upstream = request(target, { agent, headers: { accept: 'application/json', authorization: `Bearer ${UPSTREAM_TOKEN}` } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'application/json' });
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  upstream.end();
});
server.listen(Number(PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
