const { createWebpackConfig } = require('@citypass/webpack-config');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      dir: __dirname,
      name: 'bookings',
      title: 'My bookings (standalone)',
      exposes: {
        './BookingsPage': './src/pages/BookingsPage.tsx',
      },
    },
    argv,
  );
