// webpack-dev-server for the shell and for each remote's standalone dev host: every one hands the
// BFF's calls to the BFF of the dev loop, so a page works the same on any of them.
const path = require('node:path');
const { devPorts } = require('./dev-ports');

const NO_ICON = { path: '/favicon.ico', middleware: (_req, res) => res.status(204).end() };

/** @param {string} name federation name (shell, auth, attractions, bookings) */
function devServer(dir, name, isRemote) {
  const ports = devPorts();
  return {
    port: ports[name],
    historyApiFallback: true,
    hot: true,
    static: { directory: path.join(dir, 'public'), publicPath: '/' },
    // The shell (another port) loads a remote's files from its dev server.
    headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
    proxy: [{ context: ['/api', '/healthz'], target: `http://localhost:${ports.bff}` }],
    // The product has no icon; without this answer each page logs the browser's 404 for it.
    setupMiddlewares: (middlewares) => [NO_ICON, ...middlewares],
  };
}

module.exports = { devServer };
