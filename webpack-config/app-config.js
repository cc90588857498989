// One webpack configuration for the shell and every remote, so that federation settings
// (singletons, share strategy, manifest) cannot drift between them.
const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, remoteShared, STATE_MACHINES_CHUNK } = require('./federation-shared');
const { ShellChunksPlugin } = require('./shell-chunks-plugin');
const { LanguageFilesPlugin } = require('./language-files-plugin');
const { swcRule } = require('./swc-rule');
const { catalogueRule, WITHOUT_ICU_PARSER } = require('./catalogue-rule');
const { precompressPlugins } = require('./precompress');
const { htmlPage } = require('./html-page');
const { PAGE_FILES, pageFiles } = require('./hashed-public-file');
const { devServer } = require('./dev-server');
const { IntegrityLoadingPlugin } = require('./integrity-loading-plugin');
const { RelativeRuntimeEntryPlugin } = require('./relative-runtime-entry-plugin');
const { sortStatsLists } = require('./stable-stats');
const { REMOTE_ENTRY_FILE } = require('@citypass/contracts');

const isProduction = (argv) => argv.mode === 'production' || process.env.NODE_ENV === 'production';

// The federation runtime is the largest part of every remote entry. In production the shell
// provides it once (a global) and remote entries leave it out, so a visitor downloads it once.
// The bundler runtime (the glue between webpack and that runtime) goes the same way: a remote entry
// takes the shell's (runtime/), which leaves it 2.9 kB brotli rather than 6.6 kB.
// Development keeps a runtime per bundle, so a remote still runs alone on its dev server.
function federationRuntimeOnce(isRemote) {
  return isRemote ? { externalRuntime: true } : { provideExternalRuntime: true };
}
const BUNDLER_RUNTIME_OF_SHELL = {
  [`${require.resolve('@module-federation/webpack-bundler-runtime/bundler')}$`]: path.join(__dirname, 'runtime/bundler-runtime-of-shell.mjs'),
};
const PROVIDE_BUNDLER_RUNTIME = path.join(__dirname, 'runtime/provide-bundler-runtime.mjs');

// The plugin that provides the runtime is added as its CommonJS build and reaches the runtime
// through require() and a re-export, while the shell's own runtime imports the ES module build:
// the ES module files for both keep a single copy of each, without CommonJS interop helpers.
// It pays: the shell's first-load JS is 130,840 bytes brotli with these aliases, 139,832 without.
const esmBeside = (request) => path.join(path.dirname(require.resolve(request)), 'index.js');
const ONE_RUNTIME_CORE = {
  '@module-federation/runtime-core$': esmBeside('@module-federation/runtime-core'),
  '@module-federation/runtime-tools/runtime-core$': esmBeside('@module-federation/runtime-core'),
  [`${require.resolve('@module-federation/inject-external-runtime-core-plugin')}$`]: esmBeside('@module-federation/inject-external-runtime-core-plugin'),
};

// The federation runtime asks for the entry's file name before content hashes exist, for its
// folder alone; a template naming [contenthash] fails the build there, so it gets the bare name.
const hashedWhenKnown = ({ chunk }) => (chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js');

/**
 * @param {object} options
 * @param {string} options.dir        the package folder
 * @param {'shell'|'auth'|'attractions'|'bookings'} options.name  federation name; also picks the dev server's port (dev-ports.js)
 * @param {Record<string,string>} [options.exposes]  public modules of a remote
 * @param {string} [options.title]    title of the page
 * @param {string[]} [options.runtimePlugins]
 */
function createWebpackConfig(options, argv = {}) {
  const pkg = require(path.join(options.dir, 'package.json'));
  const production = isProduction(argv);
  const isRemote = Boolean(options.exposes);
  const standaloneRemote = isRemote && production;
  const title = options.title ?? 'City Pass Bookings';
  const shellFiles = isRemote ? { patterns: [], addresses: {} } : pageFiles(options.dir);
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    // A remote's own page is its standalone dev host, for development only: a production remote
    // is its remote entry (its federation runtime comes from the shell, so it cannot run alone).
    entry: standaloneRemote ? {} : { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: isRemote ? 'auto' : '/',
      // The shell's page names its entry script, so in production that script is content-hashed and
      // cached immutable; remote entries keep stable names (ModuleFederationPlugin's `filename`).
      filename: production ? hashedWhenKnown : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: `citypass_${options.name}`,
      clean: true,
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(options.dir, 'node_modules/.cache/webpack'),
      buildDependencies: { config: [__dirname + path.sep, path.join(options.dir, 'webpack.config.js')] },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { ...WITHOUT_ICU_PARSER, ...(production ? (isRemote ? BUNDLER_RUNTIME_OF_SHELL : ONE_RUNTIME_CORE) : {}) },
    },
    module: {
      // A remote's JSX imports react/jsx-runtime even in development, never jsx-dev-runtime: a
      // production shell provides only the former, and a remote's dev server must also run inside
      // a running deployment (a developer's preview), where React is the shell's production build.
      rules: [swcRule(production || isRemote), catalogueRule()],
    },
    // A remote's exposed pages keep the product code they share each in their own chunk: a split
    // chunk of it would be one more file, and more bytes, on the first page's load.
    optimization: { splitChunks: { chunks: 'async', cacheGroups: isRemote ? { default: false } : STATE_MACHINES_CHUNK } },
    performance: { hints: false },
    // The modules shared-ui leaves unshared hold no state, so the several copies this warns of are harmless.
    ignoreWarnings: [/"singleton: true" is used together with "exclude\.request/],
    stats: 'minimal',
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: isRemote ? REMOTE_ENTRY_FILE : undefined,
        exposes: options.exposes,
        remotes: {},
        shared: isRemote ? remoteShared(sharedConfig(pkg, false), standaloneRemote) : sharedConfig(pkg, true),
        shareStrategy: 'loaded-first',
        manifest: { additionalData: sortStatsLists },
        dts: false,
        runtimePlugins: [...(production && !isRemote ? [PROVIDE_BUNDLER_RUNTIME] : []), ...(options.runtimePlugins ?? [])],
        experiments: {
          ...(production ? federationRuntimeOnce(isRemote) : {}),
          // Browser only, so the runtime drops its Node script loading; remotes load no remotes. Pages
          // register each remote by its entry script, and the BFF names the files each exposed
          // module needs (from the manifest it reads), so the runtime reads no manifest.
          optimization: { target: 'web', disableRemote: isRemote, disableSnapshot: true },
        },
      }),
      // The federation runtime's entry without absolute paths: the same build in any folder.
      new RelativeRuntimeEntryPlugin(),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html', ...Object.values(PAGE_FILES).map((name) => `**/${name}`)] }, noErrorOnMissing: true },
          ...shellFiles.patterns,
        ],
      }),
      standaloneRemote
        ? null
        : isRemote
          ? htmlPage(path.join(__dirname, 'remote-dev-host.html'), { title })
          : htmlPage(path.join(options.dir, 'public/index.html'), { title, ...shellFiles.addresses }),
      // A production remote is a release: its own chunks load with the integrity the page names.
      standaloneRemote ? new IntegrityLoadingPlugin() : null,
      production && !isRemote ? new ShellChunksPlugin() : null,
      production ? new LanguageFilesPlugin() : null,
      ...(production ? precompressPlugins() : []),
    ].filter(Boolean),
    devServer: production ? undefined : devServer(options.dir, options.name, isRemote),
  };
}

module.exports = { createWebpackConfig };
