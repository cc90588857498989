// The proxy's fair peer: what a team would build with well-kept libraries to do the BFF's proxy
// job. Express reads the cookies, next-auth's own getToken() decrypts the very session cookie the
// BFF issues (same secret), and http-proxy-middleware 3 forwards `GET /api/proxy/offers` to the
// reservations service with the visitor's upstream token, over kept-alive connections like the
// BFF's and with its default time-out.
//   UPSTREAM_URL     the reservations service
//   NEXTAUTH_SECRET  the BFF's AUTH_SECRET
//   PORT             where to listen (127.0.0.1)
const { Agent } = require('node:http');
const cookieParser = require('cookie-parser');
const express = require('express');
const { createProxyMiddleware } = require('http-proxy-middleware');
const { getToken } = require('next-auth/jwt');

const { UPSTREAM_URL, NEXTAUTH_SECRET, PORT } = process.env;

const app = express();
app.disable('x-powered-by');
app.use(cookieParser());
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});

/** The visitor's upstream token from the session cookie; 401 without one. */
async function visitorToken(req, res, next) {
  const token = await getToken({ req, secret: NEXTAUTH_SECRET, secureCookie: false });
  const accessToken = token?.upstream?.accessToken;
  if (typeof accessToken !== 'string') return res.status(401).json({ error_code: 'NOT_AUTHORISED' });
  req.upstreamToken = accessToken;
  next();
}

app.get(
  '/api/proxy/offers',
  visitorToken,
  createProxyMiddleware({
    target: UPSTREAM_URL,
    pathRewrite: { '^/api/proxy/offers': '/offers' },
    // The same pool as the BFF's (bff/src/proxy/forward.ts).
    agent: new Agent({ keepAlive: true, maxSockets: 128 }),
    // The BFF's default upstream time-out (UPSTREAM_TIMEOUT_MS).
    proxyTimeout: 8000,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.setHeader('authorization', `Bearer ${req.upstreamToken}`);
      },
    },
  }),
);

const server = app.listen(Number(PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
