// Floors a BFF endpoint is compared with, each in a process of its own on the same machine:
//   hello           the least a Node HTTP server can do per request;
//   express-hello   the same answer through Express (the BFF's framework), nothing else;
//   session-crypto  plain node:http doing only the session endpoint's protocol work with the BFF's
//                   codec: read the cookie's token (decrypted once, then remembered, as in the BFF)
//                   and encrypt the re-issued one (sliding expiry); no framework, no middleware.
const { createServer } = require('node:http');
const { join } = require('node:path');

const [mode, port] = process.argv.slice(2);

function sessionCryptoHandler() {
  const { createSessionCodec, DEFAULT_SESSION_MAX_AGE_SECONDS } = require(join(__dirname, '../../bff/dist/auth/session-token'));
  // A throwaway key: this server only measures the cost of the cryptography.
  const codec = createSessionCodec(require('node:crypto').randomBytes(32).toString('hex'), DEFAULT_SESSION_MAX_AGE_SECONDS);
  const claims = {
    name: 'CP-100001',
    email: 'three.passes@example.com',
    sub: 'CP-100001',
    orderNumber: 'CP-100001',
    passes: [{ pass_number: '100000000011', valid_from: new Date().toISOString(), valid_until: new Date().toISOString() }],
    upstream: { accessToken: 'x'.repeat(64), expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
  };
  const token = codec.encode(claims, new Date());
  return async (_req, res) => {
    const now = new Date();
    const read = await codec.decode(await token, now);
    const reissued = await codec.encode(read, now);
    const body = JSON.stringify({ user: { name: read.name, email: read.email }, expires: now.toISOString() });
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': `next-auth.session-token=${reissued}; Path=/; HttpOnly; SameSite=Lax` });
    res.end(body);
  };
}

function expressHello() {
  const express = require('express');
  const app = express();
  app.disable('x-powered-by');
  app.get('/', (_req, res) => {
    res.type('text/plain').send('hello');
  });
  return app;
}

const handlers = {
  hello: () => (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('hello');
  },
  'express-hello': expressHello,
  'session-crypto': sessionCryptoHandler,
};

if (!handlers[mode]) throw new Error(`unknown baseline ${mode}; one of ${Object.keys(handlers).join(', ')}`);
const server = createServer(handlers[mode]());
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
