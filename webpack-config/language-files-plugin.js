// Each bundle's catalogues are chunks of their own, one per language (`i18n-<tag>-json`, their
// name carrying the tag): this build's `languages.json` names each language's files, so the BFF
// preloads the chosen language's with a page's first downloads, and a release says which
// languages it carries.
const { LANGUAGE_FILES_FILE } = require('@citypass/shared-ui/contracts');

const PLUGIN = 'LanguageFilesPlugin';
const CATALOGUE_CHUNK = /^i18n-(.+)-json$/;

class LanguageFilesPlugin {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const languages = {};
        for (const [name, chunk] of [...compilation.namedChunks].sort(([a], [b]) => a.localeCompare(b))) {
          const language = CATALOGUE_CHUNK.exec(name)?.[1];
          if (language) languages[language] = [...chunk.files].filter((file) => file.endsWith('.js')).sort();
        }
        compilation.emitAsset(LANGUAGE_FILES_FILE, new sources.RawSource(`${JSON.stringify(languages)}\n`));
      });
    });
  }
}

module.exports = { LanguageFilesPlugin };
