// The shell's service worker (`service-worker/sw.ts` beside its `src`): a build of its own, for a
// worker, run after the shell's (webpack's `dependencies`), then given by Workbox the list of the
// shell build's files to keep: its scripts and icon, not the page (the BFF writes each one), its
// catalogues (the service worker keeps those of the languages in use), nor the release gate's
// compiled catalogues, source maps or precompressed copies. Not Workbox's webpack plugin
// (InjectManifest): it compiles the worker as a child of the shell's compilation, inheriting its
// web target and its plugins, Module Federation's among them, where a worker wants neither; and it
// lists that compilation's assets, not the files the shell's build writes in the end.
const path = require('node:path');
const { injectManifest } = require('workbox-build');
const { SERVICE_WORKER_PATH } = require('@citypass/contracts');
const { swcRule } = require('./swc-rule');

const PLUGIN = 'ServiceWorkerManifestPlugin';
const FILE = SERVICE_WORKER_PATH.slice(1);

class ServiceWorkerManifestPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async () => {
      const dist = compiler.options.output.path;
      const sw = path.join(dist, FILE);
      const { warnings } = await injectManifest({
        swSrc: sw,
        swDest: sw,
        globDirectory: dist,
        globPatterns: ['*.js', '*.svg'],
        // A language's catalogues are kept when a page loads them, never all of them up front; the
        // teams' pseudo-languages are never offered in production, nor is a preview offline.
        globIgnores: [FILE, '*.map', 'i18n-*-json.*.js', 'pseudo-language.*.js', 'preview-*'],
        // Hashed names change with their content: no revision of their own.
        dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.\w+$/,
      });
      for (const warning of warnings) compiler.getInfrastructureLogger(PLUGIN).warn(warning);
    });
  }
}

/**
 * The service worker's build for a shell built by `shellName`'s configuration into `dist`.
 * @param {{ dir: string, shellName: string, dist: string }} options
 */
function serviceWorkerConfig({ dir, shellName, dist }) {
  return {
    name: `${shellName}-service-worker`,
    dependencies: [shellName],
    mode: 'production',
    target: 'webworker',
    context: dir,
    entry: { sw: './service-worker/sw.ts' },
    devtool: 'source-map',
    output: { path: dist, filename: FILE, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule(true)] },
    stats: 'minimal',
    plugins: [new ServiceWorkerManifestPlugin()],
  };
}

module.exports = { serviceWorkerConfig };
