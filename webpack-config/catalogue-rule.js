// A part's catalogues (`src/i18n/<tag>.json`, ICU text by message id) are built as syntax trees
// (the languages package's icu-ast-loader), so no bundle carries the ICU parser: pages only format.
function catalogueRule() {
  return { test: /[\\/]i18n[\\/][\w-]+\.json$/, type: 'json', use: require.resolve('@citypass/languages/icu-ast-loader') };
}

const WITHOUT_ICU_PARSER = {
  '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
};

module.exports = { catalogueRule, WITHOUT_ICU_PARSER };
