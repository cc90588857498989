// A remote's own chunks are loaded by its webpack runtime (`__webpack_require__.l`), which the
// shell cannot reach: so the runtime itself asks the page's integrity lookup for every chunk's
// URL and gives the script that integrity, failing closed (a value no file matches) when the page
// has no lookup. The build also carries a file that says so, which its release records.
const { INTEGRITY_LOADING_FILE, SCRIPT_INTEGRITY_GLOBAL, UNMATCHABLE_INTEGRITY } = require('@citypass/contracts');

const PLUGIN = 'IntegrityLoadingPlugin';

// Appended to webpack's script creation, where `script` and `url` are in scope; ES5, as the
// runtime around it. null from the lookup: the page loads this file unchecked (never in production).
const SET_INTEGRITY = [
  `var integrityLookup = globalThis[${JSON.stringify(SCRIPT_INTEGRITY_GLOBAL)}];`,
  "var scriptIntegrity = typeof integrityLookup === 'function' ? integrityLookup(url) : undefined;",
  'if (scriptIntegrity !== null) {',
  `  script.integrity = typeof scriptIntegrity === 'string' ? scriptIntegrity : ${JSON.stringify(UNMATCHABLE_INTEGRITY)};`,
  "  script.crossOrigin = 'anonymous';",
  '}',
].join('\n');

const MARKER = `${JSON.stringify({ scriptIntegrityGlobal: SCRIPT_INTEGRITY_GLOBAL })}\n`;

class IntegrityLoadingPlugin {
  apply(compiler) {
    const { runtime, sources, Compilation } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(PLUGIN, (source) => `${source}\n${SET_INTEGRITY}`);
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(INTEGRITY_LOADING_FILE, new sources.RawSource(MARKER));
      });
    });
  }
}

module.exports = { IntegrityLoadingPlugin };
