const { createWebpackConfig } = require('@citypass/webpack-config');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      dir: __dirname,
      name: 'shell',
      runtimePlugins: [require.resolve('./src/runtime-plugin/resilience.ts'), require.resolve('./src/runtime-plugin/integrity.ts')],
    },
    argv,
  );
