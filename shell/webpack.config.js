const { createWebpackConfig } = require('@citypass/shared-ui/build/webpack-app');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      dir: __dirname,
      name: 'shell',
      devPort: 8081,
      runtimePlugins: [require.resolve('./src/runtime-plugin/resilience.ts')],
      devServer: {
        // In development the BFF (auth, proxy, config) runs on its own port behind the dev server.
        proxy: [{ context: ['/api', '/healthz'], target: 'http://localhost:8080' }],
      },
    },
    argv,
  );
