// The floor: the least a Node HTTP server can do per request, on the same machine.
const { createServer } = require('node:http');

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello');
});
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('ready\n'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
