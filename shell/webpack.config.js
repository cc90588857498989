const { createPlainScriptConfig, createWebpackConfig } = require('@citypass/shared-ui/build/webpack-app');

const PRELOADER = 'preload.js';

module.exports = (_env, argv) => [
  createWebpackConfig(
    {
      dir: __dirname,
      name: 'shell',
      devPort: 8081,
      preloader: PRELOADER,
      runtimePlugins: [require.resolve('./src/runtime-plugin/resilience.ts')],
      devServer: {
        // In development the BFF (auth, proxy, config) runs on its own port behind the dev server.
        proxy: [{ context: ['/api', '/healthz'], target: 'http://localhost:8080' }],
      },
    },
    argv,
  ),
  // Asks for this page's remote files while main.js still downloads (see src/preload).
  createPlainScriptConfig({ dir: __dirname, entry: './src/preload/index.ts', filename: PRELOADER }, argv),
];
