// The framework floor the BFF's figures are read against: the least an Express app (the BFF's
// framework) does per request, in a process of its own on the same machine.
const express = require('express');

const [port] = process.argv.slice(2);

const app = express();
app.disable('x-powered-by');
app.get('/', (_req, res) => {
  res.type('text/plain').send('hello');
});
const server = app.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
