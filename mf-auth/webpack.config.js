const { createWebpackConfig } = require('@citypass/shared-ui/build/webpack-app');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      dir: __dirname,
      name: 'auth',
      title: 'Sign in (standalone)',
      devPort: 3001,
      exposes: {
      './SignInPage': './src/pages/SignInPage.tsx',
      './MagicLinkPage': './src/pages/MagicLinkPage.tsx',
      './ErrorPage': './src/pages/ErrorPage.tsx',
      './SessionProvider': './src/session/SessionProvider.tsx',
      },
      devServer: {
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Standalone, the remote talks to a locally running BFF for auth and product calls.
        proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
      },
    },
    argv,
  );
