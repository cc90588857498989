const { createWebpackConfig, serviceWorkerConfig } = require('@citypass/webpack-config');

module.exports = (_env, argv) => {
  const shell = createWebpackConfig(
    {
      dir: __dirname,
      name: 'shell',
      runtimePlugins: [require.resolve('./src/runtime-plugin/resilience.ts'), require.resolve('./src/runtime-plugin/integrity.ts')],
    },
    argv,
  );
  // A production build keeps the app for use without a network: its service worker, built after it.
  if (shell.mode !== 'production') return shell;
  return [{ ...shell, name: 'shell' }, serviceWorkerConfig({ dir: __dirname, shellName: 'shell', dist: shell.output.path })];
};
