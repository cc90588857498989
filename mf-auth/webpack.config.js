const { createWebpackConfig } = require('@citypass/webpack-config');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      dir: __dirname,
      name: 'auth',
      title: 'Sign in (standalone)',
      exposes: {
        './SignInPage': './src/pages/SignInPage.tsx',
        './MagicLinkPage': './src/pages/MagicLinkPage.tsx',
        './ErrorPage': './src/pages/ErrorPage.tsx',
        './SessionProvider': './src/session/SessionProvider.tsx',
      },
    },
    argv,
  );
