// The webpack configuration the shell, the remotes and the benchmark's monolith build with.
const { createWebpackConfig } = require('./app-config');
const { swcRule } = require('./swc-rule');
const { precompressPlugins } = require('./precompress');
const { pageFiles } = require('./hashed-public-file');
const { catalogueRule, WITHOUT_ICU_PARSER } = require('./catalogue-rule');
const { LanguageFilesPlugin } = require('./language-files-plugin');
const { serviceWorkerConfig } = require('./service-worker');

module.exports = { createWebpackConfig, swcRule, precompressPlugins, pageFiles, catalogueRule, WITHOUT_ICU_PARSER, LanguageFilesPlugin, serviceWorkerConfig };
