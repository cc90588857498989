// One webpack configuration for the shell and every remote, so that federation settings
// (singletons, share strategy, manifest) cannot drift between them.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'styled-components',
  'xstate',
  '@xstate/react',
  '@citypass/shared-ui',
  '@citypass/shared-ui/',
];
// A shared module keeps every export (any remote may use any), so react-router-dom is shared as
// the list of exports the product uses, under its own key and version (see that file).
const NARROWED_ROUTER = {
  import: path.join(__dirname, '../src/shared-modules/react-router-dom.ts'),
  version: require('react-router-dom/package.json').version,
};

// Every page runs the session machine, so the shell provides the state-machine libraries in its
// first chunk even though it does not import them; a remote's own copy would cost a round trip.
const PROVIDED_BY_SHELL = ['xstate', '@xstate/react'];
function moduleEntryOf(name) {
  const manifest = require.resolve(`${name}/package.json`);
  const pkg = require(manifest);
  return { import: path.join(path.dirname(manifest), pkg.exports['.'].module), version: pkg.version };
}

// Only the shared-ui modules that hold state (React contexts, stores) must be one copy for all;
// each is a shared module, with an entry in every bundle's share tables and a negotiation at
// run time. The rest (components, theme, formatting, error texts, the API client) is plain code:
// each bundle keeps what it uses, tree-shaken, loaded with the page that needs it.
const STATEFUL_SHARED_UI = ['session', 'loading', 'errors-store', 'notifications', 'deployment-links'];
// Tested against the request after the package prefix and against the resolved file's path.
const UNSHARED_SHARED_UI = new RegExp(`^(?!(.*/)?src/platform/(${STATEFUL_SHARED_UI.join('|')})(\\.tsx?)?$)`);

// The shell's own shared modules go into its first chunk (eager): every page needs them, and
// one file beats a chain of small ones. Remotes stay lazy and take the shell's copies.
function sharedConfig(pkg, eager) {
  const versionOf = (key) => {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = pkg.dependencies?.[name];
    if (!version) throw new Error(`${pkg.name} must depend on ${name} to share it`);
    return version;
  };
  const shared = {};
  for (const key of SINGLETONS) shared[key] = { singleton: true, eager, requiredVersion: versionOf(key) };
  Object.assign(shared['react-router-dom'], NARROWED_ROUTER);
  for (const key of PROVIDED_BY_SHELL) Object.assign(shared[key], moduleEntryOf(key));
  shared['@citypass/shared-ui/'].exclude = { request: UNSHARED_SHARED_UI };
  return shared;
}

// A production remote runs in the shell, which provides every shared module: the remote only
// consumes them, so its entry carries no copies to offer and no fallbacks. On its own dev host a
// remote still brings its own.
function remoteShared(shared, inShell) {
  if (!inShell) return shared;
  return Object.fromEntries(Object.entries(shared).map(([key, options]) => [key, { ...options, import: false }]));
}

const isProduction = (argv) => argv.mode === 'production' || process.env.NODE_ENV === 'production';

// TypeScript and JSX through swc; also used by the benchmark's monolith build, so the two compare like for like.
function swcRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

const SPLIT_CHUNKS = { chunks: 'async' };

// Production files are compressed once, at the best levels, next to the originals (`.br`, `.gz`);
// the servers send those rather than compressing each answer quickly.
const PRECOMPRESS = { test: /\.(js|css|html|json|svg)$/, threshold: 1024, minRatio: 0.9 };
function precompressPlugins() {
  return [
    new CompressionPlugin({
      ...PRECOMPRESS,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...PRECOMPRESS, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

// The federation runtime is the largest part of every remote entry. In production the shell
// provides it once (a global) and remote entries leave it out, so a visitor downloads it once.
// Development keeps a runtime per bundle, so a remote still runs alone on its dev server.
function federationRuntimeOnce(isRemote) {
  return isRemote ? { externalRuntime: true } : { provideExternalRuntime: true };
}

// The plugin that provides the runtime is added as its CommonJS build and reaches the runtime
// through require() and a re-export, while the shell's own runtime imports the ES module build:
// the ES module files for both keep a single copy of each, without CommonJS interop helpers.
const esmBeside = (request) => path.join(path.dirname(require.resolve(request)), 'index.js');
const ONE_RUNTIME_CORE = {
  '@module-federation/runtime-core$': esmBeside('@module-federation/runtime-core'),
  '@module-federation/runtime-tools/runtime-core$': esmBeside('@module-federation/runtime-core'),
  [`${require.resolve('@module-federation/inject-external-runtime-core-plugin')}$`]: esmBeside('@module-federation/inject-external-runtime-core-plugin'),
};

/**
 * @param {object} options
 * @param {string} options.dir        the package folder
 * @param {string} options.name       federation name (shell, auth, attractions, bookings)
 * @param {Record<string,string>} [options.exposes]  public modules of a remote
 * @param {number} options.devPort    port of the dev server
 * @param {string[]} [options.runtimePlugins]
 * @param {object} [options.devServer] extra dev-server settings
 */
function createWebpackConfig(options, argv = {}) {
  const pkg = require(path.join(options.dir, 'package.json'));
  const production = isProduction(argv);
  const isRemote = Boolean(options.exposes);
  const standaloneRemote = isRemote && production;
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
      // Entry files keep stable names (served no-cache, like remoteEntry.js): webpack 5.111 cannot
      // resolve [contenthash] for the federation runtime's own use of this template.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: `citypass_${options.name}`,
      clean: true,
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(options.dir, 'node_modules/.cache/webpack'),
      buildDependencies: { config: [__filename, path.join(options.dir, 'webpack.config.js')] },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: production && !isRemote ? ONE_RUNTIME_CORE : {} },
    module: {
      rules: [
        swcRule(production),
      ],
    },
    optimization: { splitChunks: SPLIT_CHUNKS },
    performance: { hints: false },
    // The modules shared-ui leaves unshared hold no state, so the several copies this warns of are harmless.
    ignoreWarnings: [/"singleton: true" is used together with "exclude\.request/],
    stats: 'minimal',
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: options.exposes,
        remotes: {},
        shared: isRemote ? remoteShared(sharedConfig(pkg, false), standaloneRemote) : sharedConfig(pkg, true),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        runtimePlugins: options.runtimePlugins ?? [],
        experiments: {
          ...(production ? federationRuntimeOnce(isRemote) : {}),
          // Browser only, so the runtime drops its Node script loading; remotes load no remotes.
          optimization: { target: 'web', disableRemote: isRemote },
        },
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      standaloneRemote
        ? null
        : new HtmlWebpackPlugin({
            template: isRemote ? path.join(__dirname, 'remote-dev-host.html') : path.join(options.dir, 'public/index.html'),
            templateParameters: { title: options.title ?? 'City Pass Bookings' },
          }),
      ...(production ? precompressPlugins() : []),
    ].filter(Boolean),
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: true,
      static: { directory: path.join(options.dir, 'public'), publicPath: '/' },
      ...options.devServer,
    },
  };
}

module.exports = { createWebpackConfig, swcRule, precompressPlugins, SPLIT_CHUNKS };
