const { createWebpackConfig } = require('@citypass/webpack-config');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      dir: __dirname,
      name: 'attractions',
      title: 'Attractions (standalone)',
      exposes: {
        './AttractionsPage': './src/pages/AttractionsPage.tsx',
        './ConfirmationPage': './src/pages/ConfirmationPage.tsx',
      },
    },
    argv,
  );
