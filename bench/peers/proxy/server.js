// The proxy's peer: Express forwarding `/api/proxy/offers` to the reservations service with
// http-proxy-middleware 3, set up as a careful team would: kept-alive upstream connections with
// the BFF's socket limit, a fixed upstream token, no session, no allowlist beyond the one path.
//   UPSTREAM_URL    the reservations service
//   UPSTREAM_TOKEN  its bearer token, signed in once by whoever starts this
//   PORT            where to listen (127.0.0.1)
const { Agent } = require('node:http');
const express = require('express');
const { createProxyMiddleware } = require('http-proxy-middleware');

const { UPSTREAM_URL, UPSTREAM_TOKEN, PORT } = process.env;

const app = express();
app.disable('x-powered-by');
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
app.use(
  createProxyMiddleware({
    target: UPSTREAM_URL,
    pathFilter: (path, req) => req.method === 'GET' && path === '/api/proxy/offers',
    pathRewrite: { '^/api/proxy/offers': '/offers' },
    // The same pool as the BFF's (bff/src/proxy/forward.ts).
    agent: new Agent({ keepAlive: true, maxSockets: 128 }),
    headers: { authorization: `Bearer ${UPSTREAM_TOKEN}` },
    // The BFF's default upstream time-out (UPSTREAM_TIMEOUT_MS).
    proxyTimeout: 8000,
  }),
);

const server = app.listen(Number(PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
