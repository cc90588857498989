const { createWebpackConfig } = require('@citypass/shared-ui/build/webpack-app');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      dir: __dirname,
      name: 'attractions',
      title: 'Attractions (standalone)',
      devPort: 3002,
      exposes: {
      './AttractionsPage': './src/pages/AttractionsPage.tsx',
      './ConfirmationPage': './src/pages/ConfirmationPage.tsx',
      },
      devServer: {
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Standalone, the remote talks to a locally running BFF for auth and product calls.
        proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
      },
    },
    argv,
  );
