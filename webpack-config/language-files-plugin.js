// Each bundle's catalogues are chunks of their own, one per language (`i18n-<tag>-json`, their
// name carrying the tag): this build's `languages.json` names each language's files, so the BFF
// preloads the chosen language's with a page's first downloads, and a release says which
// languages it carries. Beside it, `i18n/<tag>.json` holds each language's compiled catalogues as
// they are bundled, so a release's texts can be checked against English without running its code.
const path = require('node:path');
const { compiledCatalogueFile, LANGUAGE_FILES_FILE } = require('@citypass/contracts');

const PLUGIN = 'LanguageFilesPlugin';
const CATALOGUE_CHUNK = /^i18n-(.+)-json$/;

const json = (value) => `${JSON.stringify(value)}\n`;
const sortedKeys = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : 1)));

/**
 * The chunk's catalogue modules by folder relative to the package, each message id -> syntax tree:
 * no absolute path, so the same source gives the same file in any checkout.
 */
function compiledCatalogues(compilation, chunk) {
  const catalogues = {};
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    const data = module.buildInfo?.jsonData?.get();
    if (!module.resource || !data) continue;
    const part = path.relative(compilation.compiler.context, path.dirname(module.resource)).split(path.sep).join('/');
    catalogues[part] = sortedKeys(data);
  }
  return sortedKeys(catalogues);
}

class LanguageFilesPlugin {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const languages = {};
        for (const [name, chunk] of [...compilation.namedChunks].sort(([a], [b]) => a.localeCompare(b))) {
          const language = CATALOGUE_CHUNK.exec(name)?.[1];
          if (!language) continue;
          languages[language] = [...chunk.files].filter((file) => file.endsWith('.js')).sort();
          compilation.emitAsset(compiledCatalogueFile(language), new sources.RawSource(json(compiledCatalogues(compilation, chunk))));
        }
        compilation.emitAsset(LANGUAGE_FILES_FILE, new sources.RawSource(json(languages)));
      });
    });
  }
}

module.exports = { LanguageFilesPlugin };
