const { createWebpackConfig } = require('@citypass/shared-ui/build/webpack-app');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      dir: __dirname,
      name: 'bookings',
      title: 'My bookings (standalone)',
      devPort: 3003,
      exposes: {
      './BookingsPage': './src/pages/BookingsPage.tsx',
      },
      devServer: {
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Standalone, the remote talks to a locally running BFF for auth and product calls.
        proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
      },
    },
    argv,
  );
